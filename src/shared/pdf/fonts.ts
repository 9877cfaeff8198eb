/**
 * The fonts every PDF of taxdesk embeds (subset): Nanum Barun Gothic by NAVER (regular and bold;
 * SIL Open Font License 1.1, fonts/LICENSE-Nanum-OFL.txt) for Hangul and basic Latin, and DejaVu
 * Sans (Bitstream Vera licence, fonts/LICENSE-DejaVu.txt) for what it lacks: accented Latin
 * (Müller, Łódź), Greek, Cyrillic. All TrueType outlines: pdf-lib's subsetting (fontkit) writes
 * broken subsets of the CFF-outline Noto Sans CJK collections, and of Nanum Gothic too (most
 * glyphs came out empty; checked with pdftoppm), while these two subset cleanly.
 *
 * The files are read and parsed once per process, on first use (a few MB, constant for the
 * process's life): parsing a 4 MB font took most of a render, so every document shares the parsed
 * fonts (fontkit's Font objects) and only subsets them (bench/README.md, "PDF rendering").
 */
import fontkit, { type Font } from '@pdf-lib/fontkit';
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../project-root.js';

export const FONT_DIR = path.join(PROJECT_ROOT, 'src', 'shared', 'pdf', 'fonts');

/** A weight's fonts in the order a character is looked up: the first that has its glyph draws it. */
export interface FontChain {
  /** The bytes of each font (the key of the parsed font). */
  files: Uint8Array[];
  /** The name each is embedded under, with its subset tag (six capitals and +, ISO 32000-1 9.6.4). */
  names: string[];
}

export interface FontFiles {
  regular: FontChain;
  bold: FontChain;
}

let loaded: FontFiles | undefined;

const read = (file: string) => fs.readFileSync(path.join(FONT_DIR, file));

/** The regular and bold fonts, read on first use. */
export function fontFiles(): FontFiles {
  loaded ??= {
    regular: { files: [read('NanumBarunGothic.ttf'), read('DejaVuSans.ttf')], names: ['TDSKRG+NanumBarunGothic', 'TDSKRF+DejaVuSans'] },
    bold: { files: [read('NanumBarunGothicBold.ttf'), read('DejaVuSans-Bold.ttf')], names: ['TDSKBD+NanumBarunGothicBold', 'TDSKBF+DejaVuSans-Bold'] },
  };
  return loaded;
}

const parsed = new WeakMap<Uint8Array, Font>();

/**
 * The fontkit that pdf-lib is given (registerFontkit): fontkit itself, except that a font's bytes
 * are parsed once and the Font shared by every document. Sharing is safe: pdf-lib reads a Font
 * synchronously (layout, widths) and each document makes its own subset of it, whose encoding runs
 * in one synchronous turn, so two renders never interleave inside the font's reading stream.
 */
export const sharedFontkit = {
  create(data: Uint8Array, postscriptName?: string): Font {
    let font = parsed.get(data);
    if (!font) {
      font = fontkit.create(data, postscriptName);
      parsed.set(data, font);
    }
    return font;
  },
};
