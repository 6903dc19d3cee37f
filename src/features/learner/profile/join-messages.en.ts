/** The texts of the learner's Join a class card (profile section). */
const en = {
  joinTitle: 'Join a class',
  joinHint: "Your teacher gives out a code of 8 letters and digits. Enter it to see the class's materials and tests.",
  codeLabel: 'Class code',
  codeRequired: 'Enter the class code',
  codeInvalid: 'A class code has 8 letters and digits',
  join: 'Join',
  joining: 'Joining...',
  /** `name` is the class joined. */
  joined: (name: string) => `You joined ${name}. Its materials and tests are now in your lists.`,
};

export default en;
