import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, IconButton, Link, Paper, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Link as RouterLink } from 'react-router';
import { SubtitledVideo } from '../../../components/subtitled-video';
import { VisuallyHidden } from '../../../components/visually-hidden';
import type { StorySlide, Translation } from '../../../lib/api-types';
import { moveStart, slidesPerView, SWIPE_THRESHOLD_PX } from '../carousel';

/** Props of {@link StoryCarousel}: the slides, the Original/English choice, and where a slide's link goes (null: no link for this reader). */
export type StoryCarouselProps = { slides: StorySlide[]; translation: Translation; slideHref: (slide: StorySlide) => string | null; heading?: ReactNode };

const LINK_TEXT = { insight: 'Read the insight', quote: 'Open the quote', study: 'Open the study' } as const;

/**
 * The story's highlights as a carousel (SPEC §2: 1, 2 or 3 slides per view by width): Previous/Next buttons, the arrow
 * keys while focus is inside, and swipe; the position is announced politely. Each slide plays its cover video with subtitles.
 */
export function StoryCarousel({ slides, translation, slideHref, heading }: StoryCarouselProps) {
  const ref = useRef<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(1200);
  const [start, setStart] = useState(0);
  const swipe = useRef<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const perView = slidesPerView(width, slides.length);
  const first = Math.min(start, Math.max(0, slides.length - perView));
  const move = (delta: number) => setStart(moveStart(first, delta, perView, slides.length));
  const lastShown = Math.min(slides.length, first + perView);
  if (slides.length === 0) return null;

  return (
    <Box
      component="section"
      ref={ref}
      aria-roledescription="carousel"
      aria-label="Highlights"
      onKeyDown={(event) => {
        if (event.target instanceof HTMLVideoElement) return;
        if (event.key === 'ArrowRight') {
          event.preventDefault();
          move(1);
        } else if (event.key === 'ArrowLeft') {
          event.preventDefault();
          move(-1);
        }
      }}
      onPointerDown={(event) => {
        if (event.pointerType !== 'mouse') swipe.current = event.clientX;
      }}
      onPointerUp={(event) => {
        if (swipe.current === null) return;
        const dx = event.clientX - swipe.current;
        swipe.current = null;
        if (Math.abs(dx) >= SWIPE_THRESHOLD_PX) move(dx < 0 ? 1 : -1);
      }}
      sx={{ touchAction: 'pan-y' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        {heading ?? (
          <Typography variant="h2" sx={{ flex: 1 }}>
            Highlights
          </Typography>
        )}
        <Typography variant="body2" aria-live="polite" sx={{ color: 'text.secondary' }}>
          {perView === 1 ? `Slide ${first + 1} of ${slides.length}` : `Slides ${first + 1}–${lastShown} of ${slides.length}`}
        </Typography>
        <IconButton aria-label="Previous slides" onClick={() => move(-1)} disabled={first === 0}>
          <ChevronLeftIcon />
        </IconButton>
        <IconButton aria-label="Next slides" onClick={() => move(1)} disabled={lastShown >= slides.length}>
          <ChevronRightIcon />
        </IconButton>
      </Box>
      <Box sx={{ overflow: 'hidden' }}>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'flex',
            gap: '24px',
            transition: 'transform 300ms ease',
            transform: `translateX(calc(${-first} * (100% + 24px) / ${perView}))`,
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        >
          {slides.map((slide, index) => {
            const isShown = index >= first && index < lastShown;
            const href = slideHref(slide);
            return (
              <Paper
                component="li"
                key={slide.id}
                variant="outlined"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${slides.length}: ${slide.title}`}
                aria-hidden={!isShown}
                inert={!isShown}
                sx={{
                  flex: `0 0 calc((100% - ${(perView - 1) * 24}px) / ${perView})`,
                  boxSizing: 'border-box',
                  minWidth: 0,
                  p: 2,
                  display: 'flex',
                  flexDirection: 'column',
                  gap: 1,
                }}
              >
                {slide.cover_video && <SubtitledVideo video={slide.cover_video} translation={translation} label={`Video: ${slide.title}`} />}
                {slide.label && (
                  <Typography variant="overline" component="p" sx={{ color: 'primary.dark', mt: 1 }}>
                    {slide.label}
                  </Typography>
                )}
                <Typography component="h3" variant="h4">
                  {slide.title}
                </Typography>
                {slide.description && <Typography sx={{ color: 'text.secondary' }}>{slide.description}</Typography>}
                {href && slide.link && (
                  <Link component={RouterLink} to={href} sx={{ mt: 'auto', pt: 1, fontWeight: 600 }}>
                    {LINK_TEXT[slide.link.type]}
                    <VisuallyHidden>: {slide.title}</VisuallyHidden>
                  </Link>
                )}
              </Paper>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}
