import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui';
import { pageHeading } from '../../ui/tokens';

/** Opening a replay from disk: drop a .ashteki file on the zone, or choose one. */
export function ReplayDrop({ onFile, error }: { onFile: (file: File) => void; error: string | null }) {
  const { t } = useTranslation('results');
  const [over, setOver] = useState(false);
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <section className="mx-auto max-w-xl rounded-xl border border-stone-800 bg-stone-900/70 p-6 shadow-lg">
      <h1 className={pageHeading}>{t('replay.open')}</h1>
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid="replay-drop"
        className={`mt-4 flex flex-col items-center gap-4 rounded-lg border-2 border-dashed p-10 text-center ${over ? 'border-ember-400 bg-ember-950/30' : 'border-stone-700'}`}
      >
        <p className="text-stone-300">{t('replay.drop')}</p>
        <label className="cursor-pointer rounded-md bg-ember-600 px-5 py-2 font-semibold text-white shadow hover:bg-ember-500">
          {t('replay.choose')}
          <input
            type="file"
            accept=".ashteki,.replay,application/octet-stream"
            className="sr-only"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) onFile(file);
            }}
          />
        </label>
      </div>
      {error && (
        <Alert kind="error" className="mt-4">
          {error}
        </Alert>
      )}
    </section>
  );
}
