import { CoinToss } from '@client/features/tools/coin-toss';
import { ToolHeader } from '@client/features/tools/shared';

export default function CoinTossRoute() {
  return (
    <div className="mx-auto max-w-xl">
      <ToolHeader title="Kopf oder Zahl">Wer hat Anstoß? Wer wählt die Seite? Die Münze entscheidet fair.</ToolHeader>
      <CoinToss />
    </div>
  );
}
