export { PageFrame, type PageFrameProps } from './PageFrame';
export { SectionLayout, type SectionLink, type SectionLayoutProps } from './SectionLayout';
export { BrandMark, type BrandMarkProps } from './BrandMark';
export { LoginFirst, type LoginFirstProps } from './LoginFirst';
