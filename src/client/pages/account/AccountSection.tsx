import type { ReactNode } from 'react';
import { pageHeading, panel } from '../../ui/tokens';
import { AccountTabs } from './AccountTabs';

/** The frame of the account's list screens (block list, security): the account tabs over one titled panel. */
export function AccountSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl 2xl:max-w-5xl">
      <AccountTabs />
      <section className={panel}>
        <h1 className={`mb-4 ${pageHeading}`}>{title}</h1>
        {children}
      </section>
    </div>
  );
}
