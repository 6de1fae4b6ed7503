import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boundedText,
  changePasswordBodySchema,
  cleanText,
  createResumeBodySchema,
  emailAddress,
  loginBodySchema,
  personalDetailsSchema,
  registerBodySchema,
  resumeTitleSchema,
  MESSAGES,
  text,
  updateResumeBodySchema,
} from '../src/index.ts';

/** Every UTF-16 code unit cleanText changes or removes on its own (CR LF aside). */
const isUnclean = (code: number) =>
  (code <= 0x1f && code !== 0x09 && code !== 0x0a) ||
  (code >= 0x80 && code <= 0x9f) ||
  code === 0xfffe ||
  code === 0xffff;

/** The code units of `s` at which a surrogate has no partner. */
function loneSurrogates(s: string): number[] {
  const found: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
      else found.push(i);
    } else if (code >= 0xdc00 && code <= 0xdfff) found.push(i);
  }
  return found;
}

const SPECIALS = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\t',
  '\n',
  '\v',
  '\f',
  '\r',
  '\r\n',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0080',
  '\u0085',
  '\u009f',
  '\u00a0',
  '\ufffe',
  '\uffff',
  '\ufffd',
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
  '\ud83d\ude00',
  'e\u0301',
  'A\u030a',
  '\u1e9b\u0323',
  '\u0301',
  '한',
  '\u1112\u1161\u11ab',
  '\u2028',
  ' ',
];

/** Arbitrary code units (so lone surrogates), whole code points, and the characters every rule is about. */
const unit = fc.oneof(
  fc.nat(0xffff).map((code) => String.fromCharCode(code)),
  fc.nat(0x10ffff).map((code) => String.fromCodePoint(code)),
  fc.constantFrom(...SPECIALS),
);
const hostileString = fc.string({ unit, maxLength: 60 });

describe('cleanText rules', () => {
  it('removes NUL and the C0 controls but tab and line feed', () => {
    expect(cleanText('a\u0000b')).toBe('ab');
    expect(cleanText('\u0000')).toBe('');
    for (let code = 0; code <= 0x1f; code++) {
      const char = String.fromCharCode(code);
      const expected = char === '\t' || char === '\n' ? `x${char}y` : /[\r\v\f]/.test(char) ? 'x\ny' : 'xy';
      expect(cleanText(`x${char}y`), `U+${code.toString(16)}`).toBe(expected);
    }
  });

  it('turns CR LF, a lone CR, vertical tab, form feed and NEL into one line feed each', () => {
    expect(cleanText('a\r\nb')).toBe('a\nb');
    expect(cleanText('a\rb')).toBe('a\nb');
    expect(cleanText('a\r\r\nb')).toBe('a\n\nb');
    expect(cleanText('a\n\rb')).toBe('a\n\nb');
    expect(cleanText('a\vb\fc\u0085d')).toBe('a\nb\nc\nd');
    expect(cleanText('\r\n\r\n')).toBe('\n\n');
  });

  it('removes the C1 controls but NEL, and the noncharacters U+FFFE and U+FFFF', () => {
    for (let code = 0x80; code <= 0x9f; code++) {
      expect(cleanText(`x${String.fromCharCode(code)}y`), `U+${code.toString(16)}`).toBe(code === 0x85 ? 'x\ny' : 'xy');
    }
    expect(cleanText('a\ufffeb\uffffc')).toBe('abc');
  });

  it('keeps DEL, no-break space, line separator, U+FFFD and other ordinary characters', () => {
    const kept = 'a\u007f\u00a0\u2028\ufffd\u00ff\u0100 z';
    expect(cleanText(kept)).toBe(kept);
  });

  it('replaces lone surrogates with U+FFFD and keeps pairs', () => {
    expect(cleanText('a\ud800b')).toBe('a\ufffdb');
    expect(cleanText('a\udc00b')).toBe('a\ufffdb');
    expect(cleanText('\ud800')).toBe('\ufffd');
    expect(cleanText('\udfff\ud800')).toBe('\ufffd\ufffd');
    expect(cleanText('\ud83d\ude00')).toBe('😀');
    expect(cleanText('\ud800\ud83d\ude00\udc00')).toBe('\ufffd😀\ufffd');
    // Removing a control between the halves does not pair them: each was alone when it was read.
    expect(cleanText('\ud83d\u0000\ude00')).toBe('\ufffd\ufffd');
  });

  it('applies NFC last', () => {
    expect(cleanText('e\u0301')).toBe('\u00e9');
    expect(cleanText('A\u030a')).toBe('\u00c5');
    expect(cleanText('\u1112\u1161\u11ab')).toBe('한');
    expect(cleanText('e\u0000\u0301')).toBe('\u00e9');
    expect(cleanText('\u212b')).toBe('\u00c5');
  });

  it('leaves the empty string and clean text alone', () => {
    expect(cleanText('')).toBe('');
    expect(cleanText('Plain text,\ttabs\nand lines — 日本語 😀')).toBe('Plain text,\ttabs\nand lines — 日本語 😀');
  });
});

describe('cleanText properties', () => {
  it('never leaves NUL, a C0 control but tab and line feed, a C1 control, U+FFFE or U+FFFF', () => {
    fc.assert(
      fc.property(hostileString, (input) => {
        const output = cleanText(input);
        for (let i = 0; i < output.length; i++) expect(isUnclean(output.charCodeAt(i))).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('never leaves a lone surrogate', () => {
    fc.assert(
      fc.property(hostileString, (input) => {
        expect(loneSurrogates(cleanText(input))).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  it('answers NFC text', () => {
    fc.assert(
      fc.property(hostileString, (input) => {
        const output = cleanText(input);
        expect(output.normalize('NFC')).toBe(output);
      }),
      { numRuns: 2000 },
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(hostileString, (input) => {
        const once = cleanText(input);
        expect(cleanText(once)).toBe(once);
      }),
      { numRuns: 3000 },
    );
  });

  it('changes text with none of those characters only by NFC', () => {
    const cleanUnit = unit.filter((char) => {
      for (let i = 0; i < char.length; i++) if (isUnclean(char.charCodeAt(i))) return false;
      return loneSurrogates(char).length === 0;
    });
    fc.assert(
      fc.property(
        fc.string({ unit: cleanUnit, maxLength: 60 }).filter((s) => loneSurrogates(s).length === 0),
        (input) => {
          expect(cleanText(input)).toBe(input.normalize('NFC'));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('the schemas clean before trimming and counting', () => {
  it('text fields are cleaned, then trimmed, then measured', () => {
    expect(text().parse('\u0000  Jane\r\nDoe\u0000 \v')).toBe('Jane\nDoe');
    // Three decomposed letters are three characters once composed: the limit counts the cleaned text.
    expect(boundedText(3).parse('e\u0301e\u0301e\u0301')).toBe('\u00e9\u00e9\u00e9');
    expect(boundedText(3).parse('\u0000a\u0000b\u0000c\u0000')).toBe('abc');
    expect(boundedText(3).safeParse('abcd').error?.issues[0]?.message).toBe('Must be at most 3 characters.');
    expect(text().parse('\ud800')).toBe('\ufffd');
  });

  it('resume titles, emails and every resume field are cleaned with the same messages as before', () => {
    expect(resumeTitleSchema.parse(' My\u0000 CV\ud800 ')).toBe('My CV\ufffd');
    expect(resumeTitleSchema.safeParse('\u0000\u0001 ').error?.issues[0]?.message).toBe(MESSAGES.invalidResumeTitle);
    expect(createResumeBodySchema.parse({ resumeTitle: 'x', email: 'a\u0000@b.c' }).email).toBe('a@b.c');
    expect(emailAddress().parse(' Jane\u0000.Doe@Example.COM\r\n')).toBe('jane.doe@example.com');
    expect(emailAddress().safeParse('not\u0000 an email').error?.issues[0]?.message).toBe(MESSAGES.invalidEmail);
    expect(personalDetailsSchema.parse({ email: 'J\u0000@X.io', fullName: 'Zoe\u0308' })).toMatchObject({
      email: 'j@x.io',
      fullName: 'Zoë',
    });
    const update = updateResumeBodySchema.parse({
      summary: 'a\r\nb\u0000',
      experience: [{ title: 't\u0085', workSummary: '<p>x\ud800</p>', startDate: '2021-03\u0000' }],
      social: [{ socialMediaLink: 'https://x.test/\u0000a' }],
    });
    expect(update.summary).toBe('a\nb');
    expect(update.experience?.[0]).toMatchObject({ title: 't', workSummary: '<p>x\ufffd</p>', startDate: '2021-03' });
    expect(update.social?.[0]?.socialMediaLink).toBe('https://x.test/a');
  });

  it('never touches passwords, so a password keeps every character it was sent with', () => {
    const password = 'pa\u0000ss\r\nwo\u0301rd\ud800 ';
    expect(registerBodySchema.parse({ email: 'a@b.co', password, fullName: 'A\u0000' })).toEqual({
      email: 'a@b.co',
      password,
      fullName: 'A',
    });
    expect(loginBodySchema.parse({ email: 'A\u0000@B.CO', password }).password).toBe(password);
    expect(changePasswordBodySchema.parse({ oldPassword: password, newPassword: password })).toEqual({
      oldPassword: password,
      newPassword: password,
    });
  });
});
