import type { BrandImages } from '../types';
import emblem from './emblem.svg';
import logo from './logo.svg';

export const images: BrandImages = { logo, emblem };
