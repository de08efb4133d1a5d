import { Tag } from 'antd';

/** A stream's tags as small labels. */
export function StreamTags({ tags }: { tags: string[] }) {
  return (
    <>
      {tags.map((tag) => (
        <Tag key={tag} style={{ marginInlineEnd: 4 }}>
          {tag}
        </Tag>
      ))}
    </>
  );
}
