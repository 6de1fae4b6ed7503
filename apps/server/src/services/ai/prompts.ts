/** The three prompts of SPEC.md section 3, each sent as the single user prompt of a streaming request. */

export const summaryPrompt = (jobTitle: string) =>
  `Job Title: ${jobTitle}. Depending on the job title, give me a list of summaries for 3 experience levels: ` +
  `fresher, mid-level and experienced. Each summary is 3 to 4 lines long. Answer with a JSON array of three ` +
  `objects, each with the fields experience_level, summary (an array of lines) and skills, in a \`\`\`json block.`;

export const grammarPrompt = (text: string) =>
  `Check the grammar of the following text. Answer in JSON with the fields correctedText (the corrected text) ` +
  `and suggestions (2 to 3 possible next sentences that complete the text), in a \`\`\`json block. ` +
  `Text: "${text}"`;

export const experienceBulletsPrompt = (positionTitle: string) =>
  `Position title: ${positionTitle}. Depending on the position title, give me 5 to 7 bullet points for my ` +
  `experience in a resume, in HTML format, in a \`\`\`html block. Do not add an experience level and do not ` +
  `answer with a JSON array.`;
