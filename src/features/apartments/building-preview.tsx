import { apartmentLabel, sameApartment, type PlannedApartment } from '#contract/apartments.ts';

interface FloorRow {
  floor: number;
  numbers: string[];
}

/** The plan grouped by block, then floor: what the preview lists (one line per floor, not one node per unit). */
export function groupByBlock(apartments: PlannedApartment[]): { block: string; floors: FloorRow[]; count: number }[] {
  const blocks = new Map<string, Map<number, string[]>>();
  for (const apartment of apartments) {
    const floors = blocks.get(apartment.block) ?? new Map<number, string[]>();
    floors.set(apartment.floor, [...(floors.get(apartment.floor) ?? []), apartment.number]);
    blocks.set(apartment.block, floors);
  }
  return [...blocks].map(([block, floors]) => ({
    block,
    count: [...floors.values()].reduce((sum, numbers) => sum + numbers.length, 0),
    floors: [...floors].map(([floor, numbers]) => ({ floor, numbers })),
  }));
}

const floorName = (floor: number) => (floor === 0 ? 'Térreo' : `${floor}º andar`);

/** The numbers a bulk plan creates, before anything is saved; `taken` are those the condominium has already, marked. */
export function BuildingPreview({ apartments, taken = [] }: { apartments: PlannedApartment[]; taken?: PlannedApartment[] }) {
  const blocks = groupByBlock(apartments);
  const isTaken = (block: string, number: string) => taken.some((apartment) => sameApartment(apartment, { block, number }));
  return (
    <section aria-labelledby="building-preview-title" className="rounded-lg border border-slate-200 dark:border-slate-700">
      <h3 id="building-preview-title" className="border-b border-slate-200 px-4 py-3 font-semibold text-slate-900 dark:border-slate-700 dark:text-white">
        Prévia: {apartments.length.toLocaleString('pt-BR')} {apartments.length === 1 ? 'apartamento' : 'apartamentos'}
      </h3>
      <div className="max-h-72 space-y-4 overflow-y-auto p-4" tabIndex={0} aria-label="Números dos apartamentos por bloco e andar">
        {blocks.map(({ block, floors, count }) => {
          const first = floors[0]?.numbers[0] ?? '';
          const last = floors.at(-1)?.numbers.at(-1) ?? '';
          return (
            <div key={block}>
              <h4 className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">
                {block ? `Bloco ${block}` : 'Prédio único'}: {count} ({apartmentLabel({ block, number: first })} a {apartmentLabel({ block, number: last })})
              </h4>
              <ul className="space-y-1 text-sm text-slate-700 dark:text-slate-200">
                {floors.map(({ floor, numbers }) => (
                  <li key={floor} className="flex gap-3">
                    <span className="w-24 shrink-0 text-slate-600 dark:text-slate-400">{floorName(floor)}</span>
                    <span className="tabular-nums">
                      {numbers.some((number) => isTaken(block, number)) ? <TakenMarked numbers={numbers} isTaken={(number) => isTaken(block, number)} /> : numbers.join(', ')}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </section>
  );
}

/** A floor's numbers with those that exist already struck through, and said so to screen readers. */
function TakenMarked({ numbers, isTaken }: { numbers: string[]; isTaken: (number: string) => boolean }) {
  return numbers.map((number, index) => (
    <span key={number}>
      {index > 0 && ', '}
      {isTaken(number) ? (
        <s className="text-amber-800 dark:text-amber-300">
          {number}
          <span className="sr-only"> (já existe)</span>
        </s>
      ) : (
        number
      )}
    </span>
  ));
}
