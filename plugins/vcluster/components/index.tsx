/** The plugin's MDX components, bound to the page's version and the site's content folder. */
import type { ComponentProps } from 'react';
import type { PluginComponents } from '@/lib/plugins/types';
import { ConfigReference } from './ConfigReference';
import { ConfigValidatorBlock } from './ConfigValidatorBlock';
import { ApiFields } from './ApiFields';

export const vclusterComponents: PluginComponents = ({ version, contentDir }) => ({
  ConfigReference: (p: ComponentProps<typeof ConfigReference>) => <ConfigReference {...p} pageVersion={version.name} contentDir={contentDir} />,
  ConfigValidator: (p: ComponentProps<typeof ConfigValidatorBlock>) => <ConfigValidatorBlock {...p} pageVersion={version.name} contentDir={contentDir} />,
  ApiFields: (p: ComponentProps<typeof ApiFields>) => <ApiFields {...p} pageVersion={version.name} contentDir={contentDir} />,
});
