import rules from '../../../../docs/rules.md?raw';
import { CardLegend } from './CardLegend';
import { Markdown } from './Markdown';
import { TextPage } from './TextPage';

/** The rules, from the engine's own rules document, and the legend of the card faces. */
export default function HowToPlayPage() {
  return (
    <TextPage>
      <Markdown source={rules} />
      <CardLegend />
    </TextPage>
  );
}
