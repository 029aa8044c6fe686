import type { Banner } from '@app/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerLink } from '../../../components/banner-link';
import { Icon } from '../../../components/icons';
import { loadChunk } from '../../../lib/chunk';
import type { CarouselControl } from './banner-swiper';
import styles from './banner-carousel.module.css';

/**
 * Swiper (about 25 KB) is not needed to show the first banner, which stays 5 s before the first slide
 * anyway: it loads once the page has settled, or at once when the visitor reaches for the carousel,
 * and then takes over the same markup (its set-up stays out of the page's start-up work).
 */
const SWIPER_DELAY_MS = 3500;
/** Autoplay's time on each banner (spec section 9). */
const AUTOPLAY_DELAY_MS = 5000;
/**
 * How long before autoplay shows the next banner its picture is asked for. Only the first banner's picture
 * loads with the page: each other one is a document the phone downloads, parses and paints on its main
 * thread, and lazy loading does not hold them back (the slides beside the first are within its margin).
 */
const PICTURE_LEAD_MS = 2500;

/**
 * The home banners (group w_home). One banner is a still picture; more loop and autoplay (spec
 * section 9), with a button per banner, previous/next and pause, all keyboard usable.
 */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation();
  const rootRef = useRef<HTMLDivElement>(null);
  const controlRef = useRef<CarouselControl | null>(null);
  const [active, setActive] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [wanted, setWanted] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [pictures, setPictures] = useState<ReadonlySet<number>>(() => new Set([0]));
  const count = banners.length;
  const carousel = count > 1;
  // What was asked for before swiper arrived (a bullet pressed, pause), applied when it mounts.
  const startRef = useRef({ slide: 0, playing: true });

  const showPictures = useCallback(
    (...indexes: number[]) =>
      setPictures((shown) => {
        const wrapped = indexes.map((index) => (index + count) % count);
        return wrapped.every((index) => shown.has(index)) ? shown : new Set([...shown, ...wrapped]);
      }),
    [count],
  );
  const showSlide = useCallback(
    (index: number) => {
      setActive(index);
      showPictures(index);
    },
    [showPictures],
  );
  useEffect(() => {
    if (!mounted || !playing) return;
    const timer = setTimeout(() => showPictures(active + 1), AUTOPLAY_DELAY_MS - PICTURE_LEAD_MS);
    return () => clearTimeout(timer);
  }, [mounted, playing, active, showPictures]);
  // The visitor reaching for the carousel may swipe or step either way: both neighbours are asked for.
  const reach = () => {
    if (!carousel) return;
    setWanted(true);
    showPictures(active - 1, active + 1);
  };

  useEffect(() => {
    if (!carousel) return;
    const timer = setTimeout(() => setWanted(true), SWIPER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [carousel]);

  useEffect(() => {
    const element = rootRef.current;
    if (!wanted || !element) return;
    let control: CarouselControl | null = null;
    let cancelled = false;
    loadChunk('banner-swiper', () => import('./banner-swiper')).then(
      ({ mountSwiper }) => {
        if (cancelled) return;
        control = mountSwiper(element, {
          initialSlide: startRef.current.slide,
          playing: startRef.current.playing,
          autoplayDelayMs: AUTOPLAY_DELAY_MS,
          onIndex: showSlide,
        });
        controlRef.current = control;
        setMounted(true);
      },
      () => undefined, // the first banner stays on screen; the buttons still show the others
    );
    return () => {
      cancelled = true;
      controlRef.current = null;
      control?.destroy();
      setMounted(false);
    };
  }, [wanted, showSlide]);

  const goTo = (index: number) => {
    const target = (index + count) % count;
    if (controlRef.current) controlRef.current.slideTo(target);
    else {
      startRef.current.slide = target;
      showSlide(target);
      setWanted(true);
    }
  };
  const togglePlaying = () => {
    startRef.current.playing = !playing;
    controlRef.current?.setPlaying(!playing);
    setPlaying(!playing);
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription={t('carousel')}
      aria-label={t('banners')}
      onPointerEnter={reach}
      onFocus={reach}
    >
      <div ref={rootRef} className={`swiper ${styles.viewport}`}>
        <div className={`swiper-wrapper ${styles.wrapper}`} aria-live={playing ? 'off' : 'polite'}>
          {banners.map((banner, index) => (
            <div
              key={banner.id}
              className={`swiper-slide ${styles.slide}`}
              role="group"
              aria-roledescription={t('slide')}
              aria-label={t('slide_of', { index: index + 1, count })}
              inert={index !== active}
            >
              <BannerLink banner={banner} className={styles.link}>
                {pictures.has(index) ? (
                  <img
                    src={banner.url}
                    alt={banner.title}
                    width={1200}
                    height={400}
                    className={styles.image}
                    fetchPriority={index === 0 ? 'high' : 'auto'}
                  />
                ) : (
                  <span className={styles.placeholder} aria-hidden="true" />
                )}
              </BannerLink>
            </div>
          ))}
        </div>
      </div>
      {carousel && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            onClick={() => (controlRef.current ? controlRef.current.previous() : goTo(active - 1))}
            aria-label={t('previous_banner')}
          >
            <Icon name="chevronLeft" size={18} />
          </button>
          <div className={styles.bullets}>
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                className={styles.bullet}
                aria-current={index === active ? 'true' : undefined}
                aria-label={t('go_to_banner', { index: index + 1, title: banner.title })}
                onClick={() => goTo(index)}
              />
            ))}
          </div>
          <button
            type="button"
            className={styles.control}
            onClick={() => (controlRef.current ? controlRef.current.next() : goTo(active + 1))}
            aria-label={t('next_banner')}
          >
            <Icon name="chevronRight" size={18} />
          </button>
          <button
            type="button"
            className={styles.control}
            onClick={togglePlaying}
            aria-label={playing ? t('pause_banners') : t('play_banners')}
          >
            <Icon name={playing ? 'pause' : 'play'} size={18} />
          </button>
        </div>
      )}
    </section>
  );
}

/** The banner's space while the banners load, so the page below does not jump. */
export function BannerPlaceholder() {
  return <div className={styles.placeholder} aria-hidden="true" />;
}
