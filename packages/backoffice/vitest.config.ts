import { componentTestConfig } from '../../.storybook/component-tests.ts';

// The shared Storybook also lists the design system's stories; packages/ui runs those.
export default componentTestConfig({ otherStories: ['**/packages/ui/**'] });
