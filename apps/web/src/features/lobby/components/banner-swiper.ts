import Swiper from 'swiper';
import { Autoplay } from 'swiper/modules';

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
 * autoplaying after the visitor swipes or clicks (disableOnInteraction false); one slide per view,
 * 20.3 px apart. Pagination, arrows and pause are the component's own buttons (keyboard usable,
 * translated), driving swiper through this control. Swiper's CSS is not loaded: the component's
 * stylesheet lays out the same markup before and after swiper takes over.
 */
export function mountSwiper(
  element: HTMLElement,
  options: { initialSlide: number; playing: boolean; onIndex: (index: number) => void },
): CarouselControl {
  const swiper = new Swiper(element, {
    modules: [Autoplay],
    loop: true,
    speed: 1000,
    slidesPerView: 1,
    spaceBetween: 20.3,
    initialSlide: options.initialSlide,
    autoplay: { delay: 5000, disableOnInteraction: false },
    on: { realIndexChange: (instance) => options.onIndex(instance.realIndex) },
  });
  // Autoplay only while asked to and on screen: a carousel scrolled away costs no frames.
  let wanted = options.playing;
  let onScreen = true;
  const apply = () => (wanted && onScreen ? swiper.autoplay.start() : swiper.autoplay.stop());
  const observer = new IntersectionObserver(([entry]) => {
    onScreen = entry?.isIntersecting ?? true;
    apply();
  });
  observer.observe(element);
  apply();
  return {
    slideTo: (index) => swiper.slideToLoop(index),
    next: () => swiper.slideNext(),
    previous: () => swiper.slidePrev(),
    setPlaying: (playing) => {
      wanted = playing;
      apply();
    },
    destroy: () => {
      observer.disconnect();
      swiper.destroy(true, true);
    },
  };
}
