import i18n from 'i18next';
import { create } from 'zustand';
import { apiRequest } from '../api/client';
import { redrawShellTexts } from '../i18n';
import { DEFAULT_LOCALE } from '../i18n/locales';
import { usePreferencesStore } from '../preferences/preferencesStore';
import { isTheme } from '../theme';
import { takeEarlyBrand } from './earlyBrand';

/** The brand of this host as `GET /api/whitelabel/current` tells it (no session needed). */
export interface CurrentBrand {
  id: number;
  name: string;
  shortName: string;
  logoUrl: string | null;
  theme: string;
  siteTitle: string | null;
  whitelabel: boolean;
  /** False on a whitelabel brand: Register goes to Login (spec 4.1). */
  registrationOpen: boolean;
}

interface BrandState {
  /** null until the answer is in (or when it failed: the product's own name and look stay). */
  brand: CurrentBrand | null;
}

export const useBrandStore = create<BrandState>()(() => ({ brand: null }));

/**
 * Loads the host's brand on start: its name, logo and site title (see Brand and
 * useDocumentTitle), and on a whitelabel brand its theme unless this browser chose one.
 */
export async function loadCurrentBrand(): Promise<void> {
  try {
    // Asked for by the page while its scripts downloaded (build/firstScreenHints.ts), when it was.
    const early = (await takeEarlyBrand()) as CurrentBrand | null | undefined;
    const brand = early ?? (await apiRequest<CurrentBrand>('GET', '/api/whitelabel/current'));
    useBrandStore.setState({ brand });
    if (brand.whitelabel && isTheme(brand.theme)) usePreferencesStore.getState().applyDefaultTheme(brand.theme);
  } catch {
    // The product's own name and look stay; nothing a visitor can act on.
  }
}

/** A brand's own wording of en-US keys (dot paths, from `GET /api/plugins`), laid over the shell's texts. */
export function applyBrandTexts(texts: Record<string, string>): void {
  const nested: Record<string, unknown> = {};
  for (const [path, text] of Object.entries(texts)) {
    const parts = path.split('.');
    let node = nested;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts[parts.length - 1]!] = text;
  }
  if (!Object.keys(nested).length) return;
  i18n.addResourceBundle(DEFAULT_LOCALE, 'translation', nested, true, true);
  redrawShellTexts();
}
