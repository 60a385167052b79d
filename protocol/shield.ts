// Shielded words (spec 000 §7 encryptionMsgShield): the operator's list of words no chat line or
// comment may show. One masking rule for the server (news comments) and the app (the composers and
// every chat line shown).

/** `text` with each shielded word replaced by as many `*` as it has characters. */
export function maskWords(text: string, words: readonly string[]): string {
  let out = text;
  for (const word of words) {
    if (word !== '') out = out.split(word).join('*'.repeat([...word].length));
  }
  return out;
}
