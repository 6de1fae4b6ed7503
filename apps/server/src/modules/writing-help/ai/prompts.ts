/** The three prompts, worded as the product requires, each sent as the single user prompt of a streaming request. */

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

/**
 * "Improve with AI" for a PDF import: the PDF's text, as read, structured as Vitae's resume content. The model is
 * told the exact fields and to invent nothing; its answer is validated as any imported file (resume-import/ai-draft.ts).
 */
export const structureResumePrompt = (text: string) =>
  [
    'Below is the text of a resume, read from a PDF line by line (columns and layout may be mixed up). Structure it ' +
      'as JSON. Use only what the text says: never invent, guess, complete, reword or translate anything; leave a ' +
      'field as "" or a list as [] when the text does not say it.',
    '',
    'Answer with ONE ```json block holding ONE object with these fields (all optional):',
    '- fullName, jobTitle, email, phone, address: strings (address: the city or place as written)',
    '- summary: string',
    '- experience: array of { title, companyName, city, state, startDate, endDate, currentlyWorking (boolean), workSummary }',
    '- education: array of { universityName, degree, major, startDate, endDate, description }',
    '- projects: array of { projectName, projectLink, description }',
    '- skills: array of { name }',
    '- interests: array of { interestName }',
    '- achievements: array of { achievement }',
    '- certificationsOrExtraCurriculars: array of { certificationOrExtraCurricularName }',
    '- social: array of { socialMediaName, socialMediaLink } (e.g. "LinkedIn", "https://linkedin.com/in/…")',
    '- customSections: array of { title, items: array of { title, subtitle, location, startDate, endDate, description } } ' +
      'for any other section (languages, publications, volunteering, …)',
    '',
    'Dates are months written "YYYY-MM" ("2021-03"); a year alone is "YYYY-01"; "" when there is none. An ongoing ' +
      'job has endDate "" and currentlyWorking true. summary, workSummary and every description are plain text: ' +
      'no HTML, no Markdown except list items, each on its own line starting with "- ". Every value is a string ' +
      '(currentlyWorking a boolean). No other fields, no comments.',
    '',
    'Resume text:',
    '"""',
    text,
    '"""',
  ].join('\n');
