/** A yard at dusk: sky, a tree, a road (an SVG, so the stories need no server). */
export const YARD =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360">' +
      '<rect width="640" height="360" fill="#6d8fb3"/><rect y="200" width="640" height="160" fill="#5f7d4e"/>' +
      '<rect y="290" width="640" height="40" fill="#444"/><circle cx="520" cy="150" r="70" fill="#2f5a2a"/>' +
      '<rect x="510" y="200" width="20" height="90" fill="#5a3b22"/></svg>',
  );
