import { TextPage } from './TextPage';
import { Markdown } from './Markdown';

/** A page whose whole content is one Markdown document. */
export function MarkdownPage({ source }: { source: string }) {
  return (
    <TextPage>
      <Markdown source={source} />
    </TextPage>
  );
}
