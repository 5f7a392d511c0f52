// Decorative floating particles of the practice area: 40 of them, 'mixed' by default. Random values are
// drawn once per mount; the layer is hidden from assistive technology and never takes a click.
//
// The particles are drawn by CSS and moved by the Web Animations API, not by a CSS animation: React listens
// for `animationiteration` on its root, and while a document has such a listener Chromium services every
// repeating CSS animation on the main thread at each frame, to know when to fire the event (a style
// recalculation of all 40 particles, 60 times a second). An animation started from script fires no such
// event, so the compositor alone moves the particles and the main thread stays idle. They are still for
// people who asked for less motion, paused while the layer is off-screen, and absent on low-end devices.
import { useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { PRACTICE } from '@shared/constants';
import styles from './particles.module.css';

export type ParticleVariant = 'stars' | 'snow' | 'mixed';
type ParticleKind = 'star' | 'snow' | 'bubble';

interface ParticlesProps {
  count?: number;
  variant?: ParticleVariant;
  /** 'viewport' pins the layer behind the whole page; 'parent' fills the nearest positioned ancestor. */
  cover?: 'viewport' | 'parent';
}

interface Motion {
  durationMs: number;
  /** Negative: each particle starts part-way up, so the sky is already full on arrival. */
  delayMs: number;
  driftPx: number;
  rotationDeg: number;
}

interface Particle {
  kind: ParticleKind;
  style: CSSProperties;
  motion: Motion;
}

// Durations in seconds: stars 6–14, snow 8–20, every other kind 10–20.
const DURATION_RANGE: Record<ParticleKind, [number, number]> = {
  star: [6, 14],
  snow: [8, 20],
  bubble: [10, 20],
};
const SIZE_RANGE: Record<ParticleKind, [number, number]> = {
  star: [8, 16],
  snow: [4, 10],
  bubble: [6, 14],
};
const MIXED_KINDS: readonly ParticleKind[] = ['star', 'snow', 'bubble'];

/** navigator.deviceMemory (GiB, Chromium only) at or below this: a low-end phone, which gets no particles. */
const LOW_END_DEVICE_MEMORY_GB = 2;

const between = (min: number, max: number) => min + Math.random() * (max - min);

function pickKind(variant: ParticleVariant): ParticleKind {
  if (variant === 'stars') return 'star';
  if (variant === 'snow') return 'snow';
  return MIXED_KINDS[Math.floor(Math.random() * MIXED_KINDS.length)] ?? 'bubble';
}

function createParticles(count: number, variant: ParticleVariant): Particle[] {
  return Array.from({ length: count }, () => {
    const kind = pickKind(variant);
    const durationSeconds = between(...DURATION_RANGE[kind]);
    const style = {
      '--x': `${between(0, 100).toFixed(2)}%`,
      '--y': `${between(0, 100).toFixed(2)}%`,
      '--size': `${between(...SIZE_RANGE[kind]).toFixed(1)}px`,
      // Opacity is drawn from 0.4 to 1.2; anything above 1 shows as fully opaque.
      '--opacity': Math.min(1, between(0.4, 1.2)).toFixed(2),
    } as CSSProperties;
    const motion = {
      durationMs: Math.round(durationSeconds * 1000),
      delayMs: -Math.round(between(0, durationSeconds) * 1000),
      driftPx: Math.round(between(-40, 40)),
      rotationDeg: Math.round(between(-360, 360)),
    };
    return { kind, style, motion };
  });
}

/** A phone with little memory, or a visitor who asked to save data: decoration is not worth its cost there. */
function isLowEndDevice(): boolean {
  const device = navigator as Navigator & { deviceMemory?: number; connection?: { saveData?: boolean } };
  return (
    (device.deviceMemory !== undefined && device.deviceMemory <= LOW_END_DEVICE_MEMORY_GB) ||
    device.connection?.saveData === true
  );
}

/** One rise from below the layer to above it (cqh: the layer's height, a size container). */
function rise(element: Element, { durationMs, delayMs, driftPx, rotationDeg }: Motion): Animation {
  return element.animate(
    [
      { transform: 'translate(0, 0) rotate(0deg)' },
      { transform: `translate(${driftPx}px, calc(-100cqh - 100% - 8px)) rotate(${rotationDeg}deg)` },
    ],
    { duration: durationMs, delay: delayMs, iterations: Infinity, easing: 'linear' },
  );
}

/**
 * Moves the layer's particles unless the visitor prefers reduced motion (the CSS then scatters them, still);
 * follows a change of that preference, and pauses them while the layer is out of sight.
 */
function useParticleMotion(layer: RefObject<HTMLDivElement | null>, particles: readonly Particle[]): void {
  useEffect(() => {
    const element = layer.current;
    if (!element) return;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    let animations: Animation[] = [];
    let inView = true;
    const update = () => {
      if (reducedMotion.matches) {
        for (const animation of animations) animation.cancel();
        animations = [];
        return;
      }
      if (animations.length === 0) {
        animations = particles.flatMap((particle, index) => {
          const span = element.children[index];
          return span ? [rise(span, particle.motion)] : [];
        });
      }
      for (const animation of animations) {
        if (inView) animation.play();
        else animation.pause();
      }
    };
    const visibility = new IntersectionObserver(([entry]) => {
      inView = entry?.isIntersecting ?? true;
      update();
    });
    visibility.observe(element);
    reducedMotion.addEventListener('change', update);
    update();
    return () => {
      visibility.disconnect();
      reducedMotion.removeEventListener('change', update);
      for (const animation of animations) animation.cancel();
    };
  }, [layer, particles]);
}

export function Particles({ count = PRACTICE.particleCount, variant = 'mixed', cover = 'parent' }: ParticlesProps) {
  const [particles] = useState(() => (isLowEndDevice() ? [] : createParticles(count, variant)));
  const layer = useRef<HTMLDivElement>(null);
  useParticleMotion(layer, particles);
  if (particles.length === 0) return null;
  return (
    <div
      ref={layer}
      className={`${styles.layer} ${cover === 'viewport' ? styles.viewport : ''}`}
      aria-hidden="true"
      data-testid="particles"
    >
      {particles.map((particle, index) => (
        <span key={index} className={`${styles.particle} ${styles[particle.kind]}`} style={particle.style} />
      ))}
    </div>
  );
}
