import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';

const looks = {
  error: { box: 'bg-red-50 text-red-900 border-red-200', Icon: CircleAlert },
  success: { box: 'bg-emerald-50 text-emerald-900 border-emerald-200', Icon: CircleCheck },
  info: { box: 'bg-sky-50 text-sky-900 border-sky-200', Icon: Info },
} as const;

/** A message box; errors are announced at once (role=alert), others politely (role=status). */
export function Alert({ tone, children }: { tone: keyof typeof looks; children: ReactNode }) {
  const { box, Icon } = looks[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`flex gap-2 rounded-xl border p-3 ${box}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
