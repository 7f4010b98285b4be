import source from './about.md?raw';
import { MarkdownPage } from './MarkdownPage';

export default function AboutPage() {
  return <MarkdownPage source={source} />;
}
