import rules from '../../../../docs/rules.md?raw';
import { MarkdownPage } from './MarkdownPage';

/** The rules, from the engine's own rules document. */
export default function HowToPlayPage() {
  return <MarkdownPage source={rules} />;
}
