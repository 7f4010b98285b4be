import { useTranslation } from 'react-i18next';
import { permissionNames, type Permission } from '../../../protocol/account';

/** The spec's permission checkboxes (canEditNews has no label in the spec and is not offered). */
export const editablePermissions = permissionNames.filter((p) => p !== 'canEditNews');

export function PermissionsTab({ value, onChange }: { value: Record<string, boolean>; onChange: (next: Record<string, boolean>) => void }) {
  const { t } = useTranslation('admin');
  const toggle = (p: Permission, on: boolean) => onChange({ ...value, [p]: on });
  return (
    <fieldset className="grid gap-x-6 gap-y-2 sm:grid-cols-2 xl:grid-cols-3">
      <legend className="sr-only">{t('users.permissions')}</legend>
      {editablePermissions.map((p) => (
        <label key={p} className="flex items-center gap-2 text-stone-200">
          <input type="checkbox" className="h-4 w-4 accent-orange-600" checked={Boolean(value[p])} onChange={(e) => toggle(p, e.target.checked)} />
          {t(`permissionLabels.${p}`)}
        </label>
      ))}
    </fieldset>
  );
}
