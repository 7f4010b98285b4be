import source from './community.md?raw';
import { MarkdownPage } from './MarkdownPage';

export default function CommunityPage() {
  return <MarkdownPage source={source} />;
}
