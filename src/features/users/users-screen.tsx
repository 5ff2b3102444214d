import { Link } from '@tanstack/react-router';
import { Pencil, Plus } from 'lucide-react';
import { manageableTypes, USER_TYPES, userTypeLabels, type UserListItem } from '#contract/users.ts';
import { useCondominiumChoices } from '#src/api/condominium-choices.ts';
import { formatCpf } from '#src/lib/formatters.ts';
import { useSessionUser } from '#src/stores/session.ts';
import { Avatar } from '#src/ui/avatar.tsx';
import { buttonClasses } from '#src/ui/button.tsx';
import { actionsColumn, statusColumn } from '#src/ui/data-table/columns.tsx';
import { rowLinkClasses, type Column } from '#src/ui/data-table/data-table.tsx';
import { ListingView, type ListingTexts } from '#src/ui/data-table/listing-view.tsx';
import { rowActionClasses } from '#src/ui/data-table/row-action.ts';
import { RowActionLabel } from '#src/ui/data-table/row-action-label.tsx';
import { CondominiumFilter } from '#src/ui/data-table/condominium-filter.tsx';
import { StatusFilter } from '#src/ui/data-table/status-filter.tsx';
import type { ListingNavigation } from '#src/ui/data-table/use-listing.ts';
import { useStatusToggle } from '#src/ui/data-table/use-status-toggle.ts';
import { EmailText } from '#src/ui/email-text.tsx';
import { isErasedEmail } from '#contract/personal-data.ts';
import { SelectField } from '#src/ui/select-field.tsx';
import { cn } from '#views/cn.ts';
import { userApi } from './api/user-queries.ts';
import { usersListingParams } from './users-request.ts';
import type { UsersSearch } from './users-search.ts';

interface UsersScreenProps {
  search: UsersSearch;
  onSearchChange: ListingNavigation<UsersSearch>;
}

const condominiumNames = (user: UserListItem) => user.condominiums.map((condominium) => condominium.comercial_name).join(', ');

const LISTING_TEXTS: ListingTexts = {
  caption: 'Usuários cadastrados',
  filter: { label: 'Buscar usuário por nome, e-mail ou CPF', placeholder: 'Nome, e-mail ou CPF' },
  noMatch: 'Nenhum usuário encontrado para esta busca.',
  loadError: 'Erro ao carregar usuários',
};

/** SPEC §2 /user-register ('Cadastro de Usuários'): everyone the caller may see; actions only on whom they manage. */
export function UsersScreen({ search, onSearchChange }: UsersScreenProps) {
  const session = useSessionUser();
  const listing = userApi.useList(search, onSearchChange, usersListingParams);
  const condominiums = useCondominiumChoices();
  const managed = manageableTypes(session.type);
  const mayManage = (row: UserListItem) => managed.includes(row.type) && row.uuid !== session.uuid;
  const status = useStatusToggle<UserListItem>(userApi.useSetActive(), (row, active) =>
    active
      ? { title: 'Ativar usuário?', text: `${row.name} volta a poder entrar no sistema.`, confirmLabel: 'Ativar' }
      : { title: 'Inativar usuário?', text: `${row.name} deixa de entrar no sistema e suas sessões são encerradas.`, confirmLabel: 'Inativar' },
  );

  const columns: Column<UserListItem>[] = [
    {
      key: 'name',
      header: 'Nome e e-mail',
      card: 'title',
      csv: [
        { header: 'Nome', value: (row) => row.name },
        { header: 'E-mail', value: (row) => (isErasedEmail(row.email) ? null : row.email) },
        { header: 'Convite', value: (row) => (row.invitation_pending ? 'Pendente' : null) },
      ],
      cell: (row) => (
        <span className="flex items-center gap-3">
          <Avatar name={row.name} picture={row.profile_picture} />
          <span className="min-w-0">
            {mayManage(row) ? (
              <Link to="/user-register-edit/$id" params={{ id: row.uuid }} state={{ listingSearch: search }} className={cn('block', rowLinkClasses)}>
                {row.name}
              </Link>
            ) : (
              <span className="block font-medium text-slate-900 dark:text-white">{row.name}</span>
            )}
            {!isErasedEmail(row.email) && <EmailText email={row.email} className="block text-slate-700 dark:text-slate-200" />}
            {row.invitation_pending && (
              <span className="mt-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100">
                Convite pendente
              </span>
            )}
          </span>
        </span>
      ),
    },
    { key: 'type', header: 'Tipo', widthRem: 8, cell: (row) => userTypeLabels[row.type] },
    {
      key: 'condominiums',
      header: 'Condomínios',
      severalCondominiumsOnly: true,
      csv: (row) => condominiumNames(row),
      cell: (row) => condominiumNames(row) || '—',
    },
    { key: 'cpf', header: 'CPF', widthRem: 10, csv: (row) => row.cpf && formatCpf(row.cpf), cell: (row) => <span className="whitespace-nowrap tabular-nums">{row.cpf ? formatCpf(row.cpf) : '—'}</span> },
    statusColumn(status, (row) => row.name, mayManage),
    actionsColumn((row) =>
      mayManage(row) ? (
        <Link to="/user-register-edit/$id" params={{ id: row.uuid }} state={{ listingSearch: search }} aria-label={`Editar ${row.name}`} className={rowActionClasses}>
          <RowActionLabel icon={Pencil} word="Editar" />
        </Link>
      ) : null,
    ),
  ];

  return (
    <div className="space-y-4">
      <div className="card grid gap-4 p-4 sm:grid-cols-3">
        <SelectField
          name="type"
          label="Tipo"
          placeholder="Todos os tipos"
          options={USER_TYPES.map((type) => ({ value: type, label: userTypeLabels[type] }))}
          value={search.type ?? ''}
          onChange={(event) => listing.setSearch({ type: USER_TYPES.find((type) => type === event.target.value) })}
        />
        <StatusFilter value={search.status} onChange={(status) => listing.setSearch({ status })} />
        <CondominiumFilter choices={condominiums} value={search.condominium} onChange={(condominium) => listing.setSearch({ condominium })} />
      </div>
      <ListingView
        listing={listing}
        texts={LISTING_TEXTS}
        columns={columns}
        rowKey={(row) => row.uuid}
        emptyMessage="Nenhum usuário cadastrado ainda."
        actions={
          managed.length > 0 && (
            <Link to="/user-register-add" className={buttonClasses('primary')}>
              <Plus aria-hidden="true" className="size-4" />
              Cadastrar usuário
            </Link>
          )
        }
      />
    </div>
  );
}
