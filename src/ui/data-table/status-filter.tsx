import { LISTING_STATUSES, type ListingStatus } from '#src/lib/listing-search.ts';
import { SelectField } from '../select-field.tsx';

const statusLabels: Record<ListingStatus, string> = { active: 'Ativos', inactive: 'Inativos' };

/** A listing's "Situação" select: active, inactive or both (kept in the URL as `status`). */
export function StatusFilter({ value, onChange }: { value: ListingStatus | undefined; onChange: (status: ListingStatus | undefined) => void }) {
  return (
    <SelectField
      name="status"
      label="Situação"
      placeholder="Todos"
      options={LISTING_STATUSES.map((status) => ({ value: status, label: statusLabels[status] }))}
      value={value ?? ''}
      onChange={(event) => onChange(LISTING_STATUSES.find((status) => status === event.target.value))}
    />
  );
}
