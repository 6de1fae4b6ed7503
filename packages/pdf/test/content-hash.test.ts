import { describe, expect, it } from 'vitest';
import { PdfInvalidContentError, PdfUnknownTemplateError } from '../src/index.ts';
import { pdfContentHash } from '../src/content-hash.ts';
import { sampleResume } from '../src/sample-resume.ts';

describe('pdfContentHash', () => {
  it('is a SHA-256 hex digest, stable for the same template and content', () => {
    const hash = pdfContentHash('classic', sampleResume);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(pdfContentHash('classic', structuredClone(sampleResume))).toBe(hash);
  });

  it('ignores what normalisation removes: surrounding spaces and keys outside the resume content', () => {
    const noisy = { ...sampleResume, fullName: ` ${sampleResume.fullName}\n`, resumeTitle: 'x', _id: 'y' };
    expect(pdfContentHash('classic', noisy)).toBe(pdfContentHash('classic', sampleResume));
  });

  it('changes with the template and with any field', () => {
    const base = pdfContentHash('classic', sampleResume);
    expect(pdfContentHash('modern', sampleResume)).not.toBe(base);
    expect(pdfContentHash('classic', { ...sampleResume, phone: '1' })).not.toBe(base);
    const skills = [...sampleResume.skills].reverse();
    expect(pdfContentHash('classic', { ...sampleResume, skills })).not.toBe(base);
  });

  it('refuses unknown templates and invalid content', () => {
    expect(() => pdfContentHash('../classic', sampleResume)).toThrow(PdfUnknownTemplateError);
    expect(() => pdfContentHash('classic', { experience: 'lots' })).toThrow(PdfInvalidContentError);
  });
});
