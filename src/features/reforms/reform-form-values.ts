import type { UseFormReturn } from 'react-hook-form';
import type { ReformAttachment, WorkCategory } from '#contract/reforms.ts';
import type { User } from '#contract/users.ts';
import type { ReformBody } from './api/reform-queries.ts';

/** One of a morador's apartments, from their profile. */
export type Home = User['apartments'][number];

export interface ReformFormValues {
  /** The condominium whose apartments the select offers (staff and master); the request names the apartment only. */
  condominium: string;
  apartment: string;
  title: string;
  description: string;
  categories: WorkCategory[];
  starts_on: string;
  ends_on: string;
  professional_name: string;
  professional_registry: string;
  art_number: string;
  company: string;
  workers: { name: string; document: string }[];
  /** What was sent already; the request names them by uuid. */
  attachments: ReformAttachment[];
}


export type FormApi = UseFormReturn<ReformFormValues, unknown, ReformBody>;
