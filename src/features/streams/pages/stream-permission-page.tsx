/** Placeholder while this page is being built (issue 5). */
export function StreamPermissionPage() {
  return <div />;
}
