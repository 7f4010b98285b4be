import type { ReactNode } from 'react';
import { pageHeading } from '../../ui/tokens';
import './texts';

/** The frame of every admin page: a wide column with the page title. */
export function AdminFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl space-y-6 2xl:max-w-7xl">
      <h1 className={pageHeading}>{title}</h1>
      {children}
    </div>
  );
}
