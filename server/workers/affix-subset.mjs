// A Hunspell .aff file cut down to the affix classes a few roots use. The small Hunspell of an n-gram
// suggestion (ngram-suggester.mjs) is built per word, and parsing Ukrainian's 5,600 affix rules took
// 40–80 ms of it; the 150 candidate roots use a fraction of the classes, and a word formed from them
// can only take those classes' affixes (and the classes they continue into), so it is the same speller
// for those roots. Everything else in the file (TRY, REP, MAP, ICONV, compounding) is kept as it is.
// Written here: it is a filter over the file's own lines; hunspell-reader (cspell) parses .aff files
// into objects but does not write one back.

/** An affix class's header line: "SFX A Y 3" (kind, flag, cross product, rule count). */
const HEADER = /^(PFX|SFX)\s+(\S+)\s+[YN]\s+(\d+)\s*$/;

export class AffixSubset {
  /** @param {Uint8Array} aff */
  constructor(aff) {
    const text = Buffer.from(aff.buffer, aff.byteOffset, aff.byteLength).toString('utf8');
    const lines = text.split('\n');
    // Flags one character each (the default, and FLAG UTF-8) are read here; two-character, numeric or
    // aliased (AF) flags are not, and then the whole file is used.
    this.readable = !lines.some((l) => /^(FLAG\s+(long|num)|AF\s)/.test(l));
    this.common = [];
    this.classes = new Map(); // flag → its header and rule lines
    this.continues = new Map(); // flag → flags its rules' affixes carry on to ("SFX A 0 s/B .")
    for (let i = 0; i < lines.length; i++) {
      const header = HEADER.exec(lines[i] ?? '');
      if (!header) {
        this.common.push(lines[i]);
        continue;
      }
      const [, , flag, count] = header;
      const block = lines.slice(i, i + 1 + Number(count));
      i += Number(count);
      this.classes.set(flag, [...(this.classes.get(flag) ?? []), ...block]);
      const next = this.continues.get(flag) ?? new Set();
      for (const rule of block.slice(1)) {
        const add = rule.trim().split(/\s+/)[3] ?? '';
        const slash = add.indexOf('/');
        if (slash >= 0) for (const f of add.slice(slash + 1)) next.add(f);
      }
      this.continues.set(flag, next);
    }
    this.whole = Buffer.from(text);
  }

  /** The .aff for a speller of these .dic lines: the common part and the classes their flags use. */
  for(dicLines) {
    if (!this.readable) return this.whole;
    const wanted = new Set();
    const visit = (flag) => {
      if (wanted.has(flag) || !this.classes.has(flag)) return;
      wanted.add(flag);
      for (const f of this.continues.get(flag) ?? []) visit(f);
    };
    for (const line of dicLines) {
      const slash = line.indexOf('/');
      if (slash >= 0) for (const flag of line.slice(slash + 1).split(/\s/)[0] ?? '') visit(flag);
    }
    return Buffer.from([...this.common, ...[...wanted].flatMap((f) => this.classes.get(f) ?? [])].join('\n'));
  }
}
