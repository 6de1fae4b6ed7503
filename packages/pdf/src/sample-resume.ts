import { type ResumeContent, resumeContentSchema } from '@vitae/schema';

/**
 * A realistic resume that fills every section: the source of the template preview images, the visual baselines,
 * the tests and the benchmark.
 */
export const sampleResume: ResumeContent = resumeContentSchema.parse({
  fullName: 'Amelia Novak',
  jobTitle: 'Senior Software Engineer',
  address: 'Portland, OR',
  phone: '+1 (503) 555-0142',
  email: 'amelia.novak@example.com',
  summary:
    'Senior software engineer with eight years of experience building reliable web platforms and developer tools. ' +
    'Led teams of four to six engineers, cut infrastructure costs by a third and shipped features used by two ' +
    'million people. Happiest where product thinking meets careful engineering.',
  experience: [
    {
      title: 'Senior Software Engineer',
      companyName: 'Lumen Analytics',
      city: 'Portland',
      state: 'OR',
      startDate: '2021-03',
      endDate: '',
      currentlyWorking: true,
      workSummary:
        '<ul>' +
        '<li>Led the redesign of the <strong>event ingestion pipeline</strong>, raising throughput from 8k to 45k events per second.</li>' +
        '<li>Cut monthly cloud spend by <strong>34%</strong> by moving batch jobs to spot capacity and right-sizing databases.</li>' +
        '<li>Mentored five engineers; two were promoted to senior within eighteen months.</li>' +
        '<li>Introduced contract testing across twelve services, <em>halving</em> integration incidents.</li>' +
        '</ul>',
    },
    {
      title: 'Software Engineer',
      companyName: 'Brightside Health',
      city: 'Seattle',
      state: 'WA',
      startDate: '2018-06',
      endDate: '2021-02',
      currentlyWorking: false,
      workSummary:
        '<p>Built the patient scheduling platform used by 300 clinics.</p>' +
        '<ul>' +
        '<li>Designed a rules engine for appointment availability that replaced 4,000 lines of special cases.</li>' +
        '<li>Reduced page load time from 3.2 s to 0.9 s through query batching and caching.</li>' +
        '<li>Wrote the on-call runbook adopted by the whole engineering organisation.</li>' +
        '</ul>',
    },
    {
      title: 'Junior Developer',
      companyName: 'Cascade Digital',
      city: 'Tacoma',
      state: 'WA',
      startDate: '2016-09',
      endDate: '2018-05',
      currentlyWorking: false,
      workSummary:
        '<ul>' +
        '<li>Delivered fourteen client websites on time and within budget.</li>' +
        '<li>Automated deployments with a CI pipeline, cutting release time from hours to minutes.</li>' +
        '</ul>',
    },
  ],
  education: [
    {
      universityName: 'University of Washington',
      degree: 'Bachelor of Science',
      major: 'Computer Science',
      startDate: '2012-09',
      endDate: '2016-06',
      description: 'Graduated with honours. Teaching assistant for Data Structures and Algorithms.',
    },
  ],
  projects: [
    {
      projectName: 'Tidewater',
      projectLink: 'github.com/amelianovak/tidewater',
      description: 'Open-source time-series store in Rust with 2,300 stars; powers dashboards at three companies.',
    },
    {
      projectName: 'Trailhead',
      projectLink: 'https://trailhead.example.org',
      description: 'Volunteer-built hiking trail finder serving 40,000 monthly visitors.',
    },
  ],
  achievements: [
    { achievement: 'Speaker at Strange Loop 2023: "Backpressure for the Rest of Us".' },
    { achievement: 'Winner of the Lumen Analytics internal hackathon, 2022.' },
  ],
  skills: [
    { name: 'TypeScript' },
    { name: 'Node.js' },
    { name: 'React' },
    { name: 'PostgreSQL' },
    { name: 'Rust' },
    { name: 'Kafka' },
    { name: 'AWS' },
    { name: 'Terraform' },
    { name: 'System design' },
  ],
  interests: [{ interestName: 'Trail running' }, { interestName: 'Woodworking' }, { interestName: 'Chess' }],
  certificationsOrExtraCurriculars: [
    { certificationOrExtraCurricularName: 'AWS Certified Solutions Architect – Associate (2022)' },
    { certificationOrExtraCurricularName: 'Volunteer mentor, Code the Dream' },
  ],
  social: [
    { socialMediaName: 'LinkedIn', socialMediaLink: 'https://www.linkedin.com/in/amelianovak' },
    { socialMediaName: 'GitHub', socialMediaLink: 'github.com/amelianovak' },
  ],
});

/** What the resume card shows before a resume has a template: the default template with placeholder text. */
export const placeholderResume: ResumeContent = resumeContentSchema.parse({
  fullName: 'Your Name',
  jobTitle: 'Your Job Title',
  address: 'City, Country',
  phone: '+00 000 000 000',
  email: 'you@example.com',
  summary: 'A few lines about who you are, what you are great at and what you are looking for next.',
  experience: [
    {
      title: 'Job Title',
      companyName: 'Company',
      city: 'City',
      startDate: '2022-01',
      currentlyWorking: true,
      workSummary:
        '<ul><li>What you achieved, with a number that shows its size.</li><li>Another result you are proud of.</li></ul>',
    },
    {
      title: 'Earlier Job Title',
      companyName: 'Company',
      city: 'City',
      startDate: '2019-01',
      endDate: '2021-12',
      workSummary: '<ul><li>What you achieved, with a number that shows its size.</li></ul>',
    },
  ],
  education: [
    { universityName: 'University', degree: 'Degree', major: 'Subject', startDate: '2015-09', endDate: '2019-06' },
  ],
  skills: [{ name: 'Skill' }, { name: 'Another skill' }, { name: 'A third skill' }],
});
