import { componentTestConfig } from '../../.storybook/component-tests.ts';

// The shared Storybook also lists packages/backoffice's stories; that package runs them itself.
export default componentTestConfig({ otherStories: ['**/packages/backoffice/**'] });
