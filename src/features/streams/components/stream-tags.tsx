import { LightTag } from '@/shared/ui/light-tag';

/** A stream's tags as small labels. */
export function StreamTags({ tags }: { tags: string[] }) {
  return (
    <>
      {tags.map((tag) => (
        <LightTag key={tag} style={{ marginInlineEnd: 4 }}>
          {tag}
        </LightTag>
      ))}
    </>
  );
}
