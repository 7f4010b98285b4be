import source from './privacy.md?raw';
import { MarkdownPage } from './MarkdownPage';

export default function PrivacyPage() {
  return <MarkdownPage source={source} />;
}
