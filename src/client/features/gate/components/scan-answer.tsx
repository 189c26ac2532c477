import { CircleAlert, CircleCheck, CircleX } from 'lucide-react';
import { cn } from '@/client/lib/cn';
import { type GateTone, gateAnswer } from '@/shared/domain/gate-answer';
import type { ScanAnswer as Answer } from '../use-gate-scan';

const LOOKS: Record<GateTone, { panel: string; Icon: typeof CircleCheck; word: string }> = {
  admit: { panel: 'bg-green-700 text-white', Icon: CircleCheck, word: 'Let in' },
  caution: { panel: 'bg-amber-400 text-amber-950', Icon: CircleAlert, word: 'Stop and check' },
  refuse: { panel: 'bg-red-700 text-white', Icon: CircleX, word: 'Do not let in' },
};

/**
 * The answer to the last scan, big enough to read at arm's length: colour, icon and words all say
 * it (the colour alone never does). Admitted is announced politely (status); a refusal interrupts
 * (alert). Keyed by the scan, so the same answer twice is announced twice.
 */
export function ScanAnswer({ answer }: { answer: Answer | null }) {
  if (!answer) {
    return (
      <div className="flex min-h-44 items-center justify-center rounded-2xl border-2 border-dashed border-ink-200 p-6 text-center text-ink-600">
        Scan a ticket: the answer shows here.
      </div>
    );
  }
  const words = gateAnswer(answer.facts);
  const look = LOOKS[words.tone];
  return (
    <div
      key={answer.serial}
      role={words.tone === 'admit' ? 'status' : 'alert'}
      data-gate-answer={answer.serial}
      className={cn('flex min-h-44 items-center gap-4 rounded-2xl p-5 shadow-lg sm:p-6', look.panel)}
    >
      <look.Icon aria-hidden="true" className="h-16 w-16 shrink-0 sm:h-20 sm:w-20" strokeWidth={2.5} />
      <div className="min-w-0">
        <p className="text-sm font-bold tracking-wide uppercase">{look.word}</p>
        <p className="text-3xl leading-tight font-black break-words sm:text-4xl">{words.title}</p>
        {words.detail ? <p className="mt-1 text-xl font-semibold break-words">{words.detail}</p> : null}
        {answer.offline ? <p className="mt-2 text-sm font-medium">Checked on this device (offline)</p> : null}
      </div>
    </div>
  );
}
