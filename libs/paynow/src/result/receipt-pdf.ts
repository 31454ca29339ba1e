import { jsPDF } from 'jspdf';

export type ReceiptPdfInput = {
  title: string;
  /** Label and value rows, in order. */
  rows: [string, string][];
  notes: string[];
  fileName: string;
};

/**
 * The receipt as a PDF, drawn in the browser (this module is its own lazy chunk with jsPDF: loaded only when the
 * customer asks). Text only: no fonts, images or scripts to fetch; no eval (strict CSP).
 */
export function saveReceiptPdf({ title, rows, notes, fileName }: ReceiptPdfInput): void {
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  doc.setProperties({ title });
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(18);
  doc.text(title, 20, 25);
  doc.setFontSize(11);
  let y = 40;
  for (const [label, value] of rows) {
    doc.setFont('helvetica', 'bold');
    doc.text(label, 20, y);
    doc.setFont('helvetica', 'normal');
    doc.text(doc.splitTextToSize(value, 100) as string[], 85, y);
    y += 9;
  }
  y += 4;
  for (const note of notes) {
    const lines = doc.splitTextToSize(note, 170) as string[];
    doc.text(lines, 20, y);
    y += 6 * lines.length + 3;
  }
  doc.save(fileName);
}
