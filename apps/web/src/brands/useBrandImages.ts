import { useQuery } from '@tanstack/react-query';
import { currentBrand } from './index';
import type { BrandImages } from './types';

/** The current brand's image set (its own chunk). */
export function useBrandImages(): BrandImages | undefined {
  const brand = currentBrand();
  const { data } = useQuery({ queryKey: ['brand', brand.id, 'images'], queryFn: brand.loadImages, staleTime: Infinity, gcTime: Infinity });
  return data;
}
