import { Coins } from 'lucide-react';
import { useEffect, useState } from 'react';
import { COIN_FLIP_MS, flipCoin, type CoinSide } from '@core/domain/tools/coin';
import { Button } from '@client/components/ui/button';

type Phase = { kind: 'idle' } | { kind: 'flipping'; side: CoinSide } | { kind: 'done'; side: CoinSide };

/** Spec §4 "Coin": idle shows Kopf; flipping 2 s with the button disabled; then the result. */
export function CoinToss() {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });

  useEffect(() => {
    if (phase.kind !== 'flipping') return;
    const timer = setTimeout(() => setPhase({ kind: 'done', side: phase.side }), COIN_FLIP_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const flipping = phase.kind === 'flipping';
  const face = phase.kind === 'done' ? phase.side : 'Kopf';
  return (
    <div className="flex flex-col items-center gap-6 rounded-3xl border border-slate-200 bg-white px-4 py-10 shadow-sm">
      <div className="[perspective:600px]">
        <div
          aria-hidden="true"
          data-testid="coin"
          className={`flex size-44 items-center justify-center rounded-full border-8 border-amber-400 bg-gradient-to-br from-amber-200 to-amber-500 text-3xl font-extrabold text-amber-950 shadow-lg sm:size-56 ${flipping ? 'motion-safe:animate-coin-flip' : ''}`}
        >
          {flipping ? <Coins className="size-16 motion-safe:hidden" /> : face}
        </div>
      </div>
      <p role="status" className="min-h-10 text-3xl font-extrabold">
        {phase.kind === 'done' ? `${phase.side}!` : ''}
      </p>
      <Button
        className="min-h-14 min-w-48 px-6 text-lg"
        disabled={flipping}
        onClick={() => setPhase({ kind: 'flipping', side: flipCoin() })}
      >
        {flipping ? 'Wird gedreht...' : 'Münze drehen'}
      </Button>
    </div>
  );
}
