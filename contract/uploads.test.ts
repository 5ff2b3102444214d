import { describe, expect, it } from 'vitest';
import { documentUploads } from './documents.ts';
import { reformUploads } from './reforms.ts';
import { uploadFormData } from './uploads.ts';

describe('uploadFormData', () => {
  it('sends the text fields the upload takes and the file under its rule’s field', async () => {
    const form = uploadFormData(reformUploads.attachment, { condominium: '00000000-0000-4000-8000-000000000000', kind: 'plan' }, new Blob(['%PDF-1.7']));
    expect([...form.keys()]).toEqual(['condominium', 'kind', 'file']);
    expect(form.get('kind')).toBe('plan');
    expect(await (form.get('file') as Blob).text()).toBe('%PDF-1.7');
  });

  it('leaves out fields without a value, and the file when none is given (a document’s update)', () => {
    const form = uploadFormData(documentUploads.update, { title: 'Convenção', type: 1, visible_to_residents: true, valid_until: undefined });
    expect(Object.fromEntries(form)).toEqual({ title: 'Convenção', type: '1', visible_to_residents: 'true' });
  });

  it('is typed by the upload’s fields', () => {
    // @ts-expect-error: a reform attachment has no `document_type`
    expect(() => uploadFormData(reformUploads.attachment, { condominium: '00000000-0000-4000-8000-000000000000', document_type: 1 })).not.toThrow();
  });
});
