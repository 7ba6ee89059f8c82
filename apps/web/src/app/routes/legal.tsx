import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { Logo } from '../../components/logo';
import { PageContainer } from '../../components/page-container';
import { useDocumentTitle } from '../../lib/document-title';

/** One section of a legal or help page. */
type Section = { heading: string; paragraphs?: string[]; steps?: string[] };
/** A page of the portal standing in for an external link of SPEC §2. */
type LegalPage = { title: string; intro: string; sections: Section[] };

const UPDATED = '1 November 2026';

/** The pages, by path. Our own text: the portal cannot link out to the research agency's site. */
const PAGES: Record<string, LegalPage> = {
  [paths.legal.termsOfService.path]: {
    title: 'Terms of service',
    intro: 'These terms apply to everyone who signs in to the Insight Portal. By creating an account you accept them.',
    sections: [
      {
        heading: 'Your account',
        paragraphs: [
          'Your account is personal. Keep your password to yourself and tell your administrator at once if you think someone else has used it.',
          'Your organisation decides who is invited, which role they have and which projects they see. It may remove your access at any time.',
        ],
      },
      {
        heading: 'Using the research',
        paragraphs: [
          'Interviews, quotes, showreels and insights are confidential research material of your organisation. Use them for internal business purposes only.',
          'Downloaded videos and subtitle files may not be published or shared outside your organisation without written consent of the participants and of us.',
        ],
      },
      {
        heading: 'Availability and changes',
        paragraphs: [
          'We aim to keep the portal available at all times but may pause it for maintenance. We may change these terms; the date below shows the latest change.',
        ],
      },
    ],
  },
  [paths.legal.privacyPolicy.path]: {
    title: 'Privacy policy',
    intro: 'How we handle personal data in the Insight Portal: yours as a user, and that of the participants in the studies.',
    sections: [
      {
        heading: 'What we keep about you',
        paragraphs: [
          'Your name, e-mail address, role, department, job title and profile picture, the projects you may see, and a record of sign-ins to keep your account safe. Passwords are stored only as a one-way hash.',
        ],
      },
      {
        heading: 'Participants',
        paragraphs: [
          'Participants agree to be recorded before an interview. Recordings, transcripts and answers are kept for the study they were made for and shown only to the organisation that ordered it.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'You may see, correct or delete your personal data. Change your details on your profile page, or ask your administrator to delete your account; your files are removed with it.',
        ],
      },
    ],
  },
  [paths.legal.studyTerms.path]: {
    title: 'Study terms and conditions',
    intro: 'These terms apply when you order a study in the Insight Portal.',
    sections: [
      {
        heading: 'The order',
        paragraphs: [
          'An order is binding once you confirm it on the last step of the study wizard. We recruit participants as described in the study design and start fieldwork when recruitment is complete.',
        ],
      },
      {
        heading: 'Changes and cancellation',
        paragraphs: [
          'You can change a study while it is a draft. After ordering, changes and cancellations are agreed with your research team; work already done is charged.',
        ],
      },
      {
        heading: 'Results',
        paragraphs: [
          'Interviews appear in the portal as they are processed. Results are for your internal business use; participants are shown by first name and country only.',
        ],
      },
    ],
  },
  [paths.helpPowerPointSubtitles.path]: {
    title: 'Add subtitles to a video in PowerPoint (Windows)',
    intro: 'Showreels download as MP4 without subtitles in the picture. PowerPoint for Windows can show the subtitle file you download beside the video.',
    sections: [
      {
        heading: 'Before you start',
        paragraphs: [
          'Download the showreel video and, in the same dialog, its subtitle file (WebVTT, .vtt) in the language you want. Keep both in the same folder.',
          'PowerPoint for Microsoft 365 and PowerPoint 2021 or later on Windows support subtitle files.',
        ],
      },
      {
        heading: 'Steps',
        steps: [
          'Insert the video: Insert › Video › This Device, and choose the downloaded MP4.',
          'Select the video on the slide; the Playback tab appears.',
          'Choose Playback › Insert Captions, pick the downloaded .vtt file and choose Insert.',
          'Play the slide show: subtitles are on. To switch them off, use the CC button of the video controls.',
        ],
      },
      {
        heading: 'If no subtitles show',
        paragraphs: [
          'Check that the file ends in .vtt and was not opened and saved by another program. To remove subtitles, choose Playback › Insert Captions › Remove All Captions.',
        ],
      },
    ],
  },
  [paths.helpArticles.videoFirstResearch.path]: {
    title: 'Why video-first research finds what surveys miss',
    intro:
      'A survey tells you what people chose. A recorded interview shows you how they got there: the pause before an answer, the product they reach for, the word they use for it.',
    sections: [
      {
        heading: 'What video adds',
        paragraphs: [
          'Hesitation, laughter and a changed mind mid-sentence are data. A participant who says "it is fine, I suppose" after a long pause is telling you something a five-point scale records as a 3.',
          'Showing beats telling: a participant who opens their fridge or walks you through the checkout shows habits they would not think to mention.',
        ],
      },
      {
        heading: 'Design tasks that invite stories',
        steps: [
          'Ask about the last time, not the usual time: "Tell me about the last time you bought oat drink" gets a story; "How often do you buy it?" gets a number.',
          'Ask participants to show, not only tell: the shelf, the app, the packaging in their hand.',
          'Keep each task short (one to three minutes of answer) so that quotes are easy to find and cut.',
          'End with a reflection task: "If you could change one thing…" gives the clips that open a showreel.',
        ],
      },
      {
        heading: 'From hours of video to a decision',
        paragraphs: [
          'Select the words that matter in a transcript to make a quote, tag it, and collect the strongest quotes per business question. A two-minute showreel of five participants convinces a leadership team faster than a 40-page deck.',
        ],
      },
    ],
  },
  [paths.helpArticles.businessQuestions.path]: {
    title: 'Five tips for writing better business questions',
    intro:
      'Business questions (the objectives of a study) decide which tasks participants get and how findings are grouped. Good ones make a study easy to act on.',
    sections: [
      {
        heading: 'The five tips',
        steps: [
          'Start from the decision you need to make: "Should we launch the 1 l carton in Denmark?" leads to better questions than "Understand oat drink".',
          'One question per objective. If a question has an "and" in it, it is probably two.',
          'Write them in the words of the business, not of the participant: the tasks do the asking.',
          'Keep to three to five business questions per study; more spreads twenty interviews too thin.',
          'Say what a good answer looks like before fieldwork: which finding would change the plan?',
        ],
      },
      {
        heading: 'Then link every task to a question',
        paragraphs: [
          'In the study design, each task belongs to one business question. When the results come in, insights and showreels are filed under the question they answer, and a question without tasks shows up at once.',
        ],
      },
    ],
  },
  [paths.helpArticles.multiMarketStudies.path]: {
    title: 'Running one study in five languages',
    intro:
      'Translate tasks, not intentions: how to keep one study comparable across Denmark, Sweden, Germany, Spain and the UK, and still hear each market in its own words.',
    sections: [
      {
        heading: 'Before fieldwork',
        steps: [
          'Write the business questions once, in English, and keep them the same in every market.',
          'Translate each task with a native speaker who knows the category; brand and product names often differ by market.',
          'Pilot one interview per market and read its transcript before inviting the rest.',
        ],
      },
      {
        heading: 'Reading the results',
        paragraphs: [
          'Every transcript and quote keeps its original language beside an English translation. Use the Original/English switch on a study to read either; subtitles of clips and showreels follow the same choice.',
          'Compare markets by segment: each market is a segment of the study, so quotes and showreels can be filtered per country.',
        ],
      },
      {
        heading: 'Quote in the original',
        paragraphs: [
          "A quote in the participant's own language, with English subtitles, carries more weight than a translation read aloud. Keep the original audio in showreels and let the subtitles do the translating.",
        ],
      },
    ],
  },
};

/**
 * The external links of SPEC §2 (terms of service, privacy policy, study terms and conditions, the PowerPoint subtitles
 * help article) as public pages of the portal: readable without signing in; sign-up, the study wizard and the showreel
 * download dialog link here; and the help-centre articles on research practice that the demo's Home articles open.
 */
export function LegalRoute() {
  const { pathname } = useLocation();
  const page = PAGES[pathname.replace(/\/+$/, '')] ?? PAGES[paths.legal.termsOfService.path];
  useDocumentTitle(page.title);
  return (
    <PageContainer width="narrow" sx={{ py: { xs: 3, md: 6 } }}>
      <Box component={RouterLink} to={paths.root.getHref()} aria-label="Insight Portal" sx={{ display: 'inline-flex', mb: 4 }}>
        <Logo />
      </Box>
      <Box component="article" aria-labelledby="legal-title">
        <Typography id="legal-title" variant="h1" sx={{ mb: 2 }}>
          {page.title}
        </Typography>
        <Typography sx={{ fontSize: '1.1rem', mb: 4 }}>{page.intro}</Typography>
        {page.sections.map((section) => (
          <Box component="section" key={section.heading} sx={{ mb: 3.5 }}>
            <Typography variant="h2" sx={{ fontSize: '1.35rem', mb: 1.5 }}>
              {section.heading}
            </Typography>
            {section.paragraphs?.map((text) => (
              <Typography key={text} sx={{ mb: 1.5, maxWidth: 720 }}>
                {text}
              </Typography>
            ))}
            {section.steps && (
              <Box component="ol" sx={{ pl: 3, m: 0, display: 'grid', gap: 1, maxWidth: 720 }}>
                {section.steps.map((step) => (
                  <li key={step}>
                    <Typography>{step}</Typography>
                  </li>
                ))}
              </Box>
            )}
          </Box>
        ))}
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 4 }}>
          Last updated {UPDATED}.
        </Typography>
        <Box component="nav" aria-label="Legal and help pages" sx={{ mt: 3, display: 'flex', gap: 3, flexWrap: 'wrap' }}>
          <Link component={RouterLink} to={paths.legal.termsOfService.getHref()}>
            Terms of service
          </Link>
          <Link component={RouterLink} to={paths.legal.privacyPolicy.getHref()}>
            Privacy policy
          </Link>
          <Link component={RouterLink} to={paths.legal.studyTerms.getHref()}>
            Study terms and conditions
          </Link>
          <Link component={RouterLink} to={paths.helpPowerPointSubtitles.getHref()}>
            Subtitles in PowerPoint
          </Link>
        </Box>
      </Box>
    </PageContainer>
  );
}
