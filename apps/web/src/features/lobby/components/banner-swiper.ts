import Swiper from 'swiper';

/** What the carousel component drives once swiper has taken over its slides. */
export interface CarouselControl {
  slideTo: (index: number) => void;
  next: () => void;
  previous: () => void;
  setPlaying: (playing: boolean) => void;
  destroy: () => void;
}

/**
 * Spec section 9: more than one banner loops, slides in 1000 ms, autoplays every 5000 ms and keeps
 * autoplaying after the visitor swipes or clicks; one slide per view, 20.3 px apart. Pagination, arrows
 * and pause are the component's own buttons (keyboard usable, translated), driving swiper through this
 * control. Swiper's CSS is not loaded: the component's stylesheet lays out the same markup before and
 * after swiper takes over. Autoplay is a timer restarted after each slide, not swiper's Autoplay module:
 * that one counts the time left on every animation frame, so the page never stopped drawing frames.
 */
export function mountSwiper(
  element: HTMLElement,
  options: {
    initialSlide: number;
    playing: boolean;
    autoplayDelayMs: number;
    onIndex: (index: number) => void;
  },
): CarouselControl {
  // Autoplay only while asked to and on screen: a carousel scrolled away costs nothing.
  let wanted = options.playing;
  let onScreen = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = (instance: Swiper) => {
    clearTimeout(timer);
    timer = wanted && onScreen ? setTimeout(() => instance.slideNext(), options.autoplayDelayMs) : undefined;
  };
  const swiper = new Swiper(element, {
    loop: true,
    speed: 1000,
    slidesPerView: 1,
    spaceBetween: 20.3,
    initialSlide: options.initialSlide,
    on: {
      realIndexChange: (instance) => options.onIndex(instance.realIndex),
      slideChangeTransitionEnd: schedule,
    },
  });
  const observer = new IntersectionObserver(([entry]) => {
    onScreen = entry?.isIntersecting ?? true;
    schedule(swiper);
  });
  observer.observe(element);
  schedule(swiper);
  return {
    slideTo: (index) => swiper.slideToLoop(index),
    next: () => swiper.slideNext(),
    previous: () => swiper.slidePrev(),
    setPlaying: (playing) => {
      wanted = playing;
      schedule(swiper);
    },
    destroy: () => {
      clearTimeout(timer);
      observer.disconnect();
      swiper.destroy(true, true);
    },
  };
}
