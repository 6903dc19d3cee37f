import { makeTextPdf } from '../../server/seed/pdf-documents.ts';

/** One material's document: a three-page PDF (cover and two sections) and each page's text. */
export interface DistrictPdf {
  bytes: Uint8Array;
  /** Page texts, page 1 first, as the search index stores them. */
  pages: [string, string, string];
}

const TOPICS = [
  ['Key ideas', 'Worked examples'],
  ['Vocabulary', 'Practice questions'],
  ['Summary', 'Review exercises'],
  ['Background', 'Case study'],
];

/** The `n`th material's PDF about `subject`, titled `title`: readable text on each of its three pages. */
export async function districtPdf(title: string, subject: string, n: number): Promise<DistrictPdf> {
  const [first, second] = TOPICS[n % TOPICS.length]!;
  const sections = [
    { heading: first!, body: [`${subject}, unit ${n + 1}: ${first!.toLowerCase()} for this week's lessons.`] },
    { heading: second!, body: [`${second} in ${subject} for unit ${n + 1}. Work through them before the next class.`] },
  ];
  const bytes = await makeTextPdf(title, sections);
  return {
    bytes,
    pages: [
      `${title} Contents: ${sections.map((s, i) => `${i + 1}. ${s.heading}`).join(' ')}`,
      `1. ${sections[0]!.heading} ${sections[0]!.body.join(' ')}`,
      `2. ${sections[1]!.heading} ${sections[1]!.body.join(' ')}`,
    ],
  };
}
