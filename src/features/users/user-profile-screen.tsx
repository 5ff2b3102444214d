import { zodResolver } from '@hookform/resolvers/zod';
import { Camera } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { passwordChangeForm, profileForm, profilePictureRule, userTypeLabels, type User } from '#contract/users.ts';
import { sizeLabel, typeList } from '#contract/uploads.ts';
import { useProfile } from '#src/api/profile.ts';
import { formatCpf, formatLandline, formatMobile } from '#src/lib/formatters.ts';
import { acceptOf, uploadProblem } from '#src/lib/upload-problem.ts';
import { Avatar } from '#src/ui/avatar.tsx';
import { Button } from '#src/ui/button.tsx';
import { useDialogs } from '#src/ui/dialogs/use-dialogs.ts';
import { Field } from '#src/ui/field.tsx';
import { FormCell, FormSection } from '#src/ui/form-section.tsx';
import { MaskedField } from '#src/ui/masked-field.tsx';
import { PasswordField } from '#src/ui/password-field.tsx';
import { QueryView } from '#src/ui/query-view.tsx';
import { applyServerFieldErrors } from '#src/ui/server-field-errors.ts';
import { useUnsavedChangesGuard } from '#src/ui/use-unsaved-changes-guard.ts';
import { OwnDataSection } from './own-data-section.tsx';
import { useChangePassword, useUpdateProfile, useUploadPicture, type PasswordChangeBody, type ProfileBody } from './api/user-queries.ts';

export const PROFILE_SAVED_TITLE = 'Perfil atualizado com sucesso!';

/** SPEC §2 /user-profile: every user edits their name, phones and picture, and changes their password. */
export function UserProfileScreen() {
  const profile = useProfile();
  return (
    <QueryView query={profile} errorTitle="Erro ao carregar o perfil">
      {(user) => (
        <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
          <PictureCard user={user} />
          <div className="space-y-6">
            <ProfileForm user={user} />
            <PasswordForm />
            <OwnDataSection />
          </div>
        </div>
      )}
    </QueryView>
  );
}

function PictureCard({ user }: { user: User }) {
  const upload = useUploadPicture();
  const dialogs = useDialogs();
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [problem, setProblem] = useState<string>();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const issue = uploadProblem(file, profilePictureRule);
    setProblem(issue);
    if (issue) return;
    try {
      await upload.mutateAsync(file);
    } catch {
      return; // Told by the mutation.
    }
    void dialogs.success({ title: PROFILE_SAVED_TITLE });
  };

  return (
    <section aria-labelledby="profile-name" className="card flex flex-col items-center gap-3 p-8 text-center">
      <Avatar name={user.name} picture={user.profile_picture} size="2xl" />
      <h2 id="profile-name" className="text-xl font-semibold text-slate-900 dark:text-white">
        {user.name}
      </h2>
      <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 dark:bg-brand-900 dark:text-brand-100">{userTypeLabels[user.type]}</p>
      <input ref={input} type="file" accept={acceptOf(profilePictureRule)} className="sr-only" tabIndex={-1} aria-hidden="true" onChange={(event) => void choose(event)} />
      <Button type="button" variant="secondary" loading={upload.isPending} onClick={() => input.current?.click()} aria-describedby={problem ? errorId : undefined}>
        <Camera aria-hidden="true" className="size-4" />
        {user.profile_picture ? 'Trocar foto' : 'Enviar foto'}
      </Button>
      <p className="text-xs text-slate-600 dark:text-slate-300">
        {typeList(profilePictureRule.types)} de até {sizeLabel(profilePictureRule.maxBytes)}.
      </p>
      {problem && (
        <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {problem}
        </p>
      )}
      <dl className="mt-2 w-full space-y-3 text-start text-sm">
        <ProfileItem label="E-mail" value={user.email} />
        {user.cpf && <ProfileItem label="CPF" value={formatCpf(user.cpf)} />}
        <ProfileItem label="Condomínios" value={user.condominiums.map((condominium) => condominium.comercial_name).join(', ') || 'Administração da plataforma'} />
      </dl>
    </section>
  );
}

function ProfileItem({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="font-medium break-words text-slate-900 dark:text-white">{value}</dd>
    </div>
  );
}

type ProfileValues = { name: string; mobile_phone: string; phone: string };
const profileResolver = zodResolver(profileForm) as unknown as Resolver<ProfileValues, unknown, ProfileBody>;

function ProfileForm({ user }: { user: User }) {
  const save = useUpdateProfile();
  const dialogs = useDialogs();
  const form = useForm<ProfileValues, unknown, ProfileBody>({
    resolver: profileResolver,
    defaultValues: {
      name: user.name,
      mobile_phone: user.mobile_phone ? formatMobile(user.mobile_phone) : '',
      phone: user.phone ? formatLandline(user.phone) : '',
    },
  });
  const { errors, isDirty, isSubmitting } = form.formState;
  useUnsavedChangesGuard(isDirty && !isSubmitting, form);

  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
      form.reset(form.getValues(), { keepValues: true });
      void dialogs.success({ title: PROFILE_SAVED_TITLE });
    } catch (error) {
      applyServerFieldErrors(form.setError, error);
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <FormSection title="Dados pessoais">
        <FormCell span={6}>
          <Field label="Nome" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
        </FormCell>
        <FormCell span={3}>
          <MaskedField label="Celular" type="tel" inputMode="tel" format={formatMobile} error={errors.mobile_phone?.message} {...form.register('mobile_phone')} />
        </FormCell>
        <FormCell span={3}>
          <MaskedField label="Telefone fixo" type="tel" inputMode="tel" format={formatLandline} error={errors.phone?.message} {...form.register('phone')} />
        </FormCell>
        <FormCell span={6}>
          <div className="flex justify-end">
            <Button type="submit" loading={isSubmitting}>
              Salvar perfil
            </Button>
          </div>
        </FormCell>
      </FormSection>
    </form>
  );
}

type PasswordValues = { current_password: string; password: string; password_confirmation: string };
const passwordResolver = zodResolver(passwordChangeForm) as unknown as Resolver<PasswordValues, unknown, PasswordChangeBody>;

function PasswordForm() {
  const change = useChangePassword();
  const dialogs = useDialogs();
  const form = useForm<PasswordValues, unknown, PasswordChangeBody>({
    resolver: passwordResolver,
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    try {
      const message = await change.mutateAsync(body);
      form.reset();
      void dialogs.success({ title: message, text: 'Suas outras sessões foram encerradas.' });
    } catch (error) {
      applyServerFieldErrors(form.setError, error);
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <FormSection title="Senha" description="Para trocar a senha, informe a atual. Você continua conectado aqui; as outras sessões são encerradas.">
        <FormCell span={2}>
          <PasswordField label="Senha atual" autoComplete="current-password" error={errors.current_password?.message} {...form.register('current_password')} />
        </FormCell>
        <FormCell span={2}>
          <PasswordField label="Nova senha" autoComplete="new-password" error={errors.password?.message} {...form.register('password')} />
        </FormCell>
        <FormCell span={2}>
          <PasswordField label="Confirme a nova senha" autoComplete="new-password" error={errors.password_confirmation?.message} {...form.register('password_confirmation')} />
        </FormCell>
        <FormCell span={6}>
          <div className="flex justify-end">
            <Button type="submit" variant="secondary" loading={isSubmitting}>
              Trocar senha
            </Button>
          </div>
        </FormCell>
      </FormSection>
    </form>
  );
}
