import type { ReactNode } from 'react';
import { pageHeading, panel } from '../../ui/tokens';
import './texts';

/** A narrow centred card for the small account forms. */
export function FormPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={`mx-auto mt-6 w-full max-w-md 2xl:max-w-xl ${panel}`}>
      <h1 className={`mb-5 ${pageHeading}`}>{title}</h1>
      {children}
    </section>
  );
}
