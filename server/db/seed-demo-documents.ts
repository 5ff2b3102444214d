import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { addCalendarDays, productToday } from '#contract/calendar.ts';
import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import type { Transaction } from './client.ts';
import { documentTypes, documents, documentVersions } from './schema.ts';

/** A one-page PDF that any viewer opens, saying what it stands for. */
export function demoPdf(title: string): Buffer {
  const text = `Zelo - documento de demonstracao: ${title.normalize('NFD').replace(/[^\x20-\x7e]/g, '')}`;
  const stream = `BT /F1 14 Tf 56 760 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The demo condominium's papers: for residents and for its managers, one AVCB about to expire (the síndico's bell). */
const demoDocuments = [
  { title: 'Convenção do condomínio', type: 'Convenção do condomínio', visibleToResidents: true, validInDays: null, description: 'Registrada em cartório.' },
  { title: 'Regimento interno', type: 'Regimento interno', visibleToResidents: true, validInDays: null, description: 'Horários de silêncio, mudanças e uso das áreas comuns.' },
  { title: 'AVCB Torre 1 e Torre 2', type: 'AVCB (Auto de Vistoria do Corpo de Bombeiros)', visibleToResidents: true, validInDays: 20, description: null },
  { title: 'Apólice de seguro predial', type: 'Apólice de seguro', visibleToResidents: false, validInDays: 200, description: 'Cobertura de incêndio e responsabilidade civil.' },
] as const;

/**
 * Stores the demo PDFs and writes their documents in the seed's transaction. The files go first: if the transaction
 * fails, they are unreferenced and the sweep at the next start removes them (decision 015).
 */
export async function seedDemoDocuments(tx: Transaction, storage: FileStorage, owner: { condominiumId: string; authorId: string }) {
  const today = productToday();
  for (const paper of demoDocuments) {
    const [type] = await tx.select({ id: documentTypes.id, name: documentTypes.name }).from(documentTypes).where(eq(documentTypes.name, paper.type));
    if (!type) throw new Error(`O tipo de documento "${paper.type}" não foi criado: aplique as migrações antes.`);
    const bytes = demoPdf(paper.title);
    const stored = await storage.put(`documents/${owner.condominiumId}`, bytes, { contentType: 'application/pdf', extension: 'pdf' });
    const [document] = await tx
      .insert(documents)
      .values({
        condominiumId: owner.condominiumId,
        typeId: type.id,
        typeName: type.name,
        title: paper.title,
        description: paper.description,
        validUntil: paper.validInDays === null ? null : addCalendarDays(today, paper.validInDays),
        visibleToResidents: paper.visibleToResidents,
        createdBy: owner.authorId,
      })
      .returning({ id: documents.id });
    await tx.insert(documentVersions).values({
      condominiumId: owner.condominiumId,
      documentId: document!.id,
      number: 1,
      storageKey: stored.key,
      fileName: `${paper.title}.pdf`,
      contentType: 'application/pdf',
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      createdBy: owner.authorId,
    });
  }
}
