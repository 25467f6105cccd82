import type { AnnotationInput } from '../model.js';
import { blankAnnotation } from '../model.js';

/**
 * One worked example per handbook page, written for Referent (not quoted from any
 * publisher). Each keeps within its template's limits — the handbook test checks it with
 * the same `checkAbstract` the tool uses.
 */
const base = (over: Partial<AnnotationInput>): AnnotationInput => ({
  ...blankAnnotation(over.styleType, over.form),
  ...over,
});

export const EXAMPLES: Record<'apa' | 'mla' | 'aaos' | 'emerald' | 'gost', AnnotationInput[]> = {
  apa: [
    base({
      styleType: 'APA',
      title: 'Reading Aloud and Vocabulary Growth in Second-Grade Classrooms',
      author: 'Maria Lopez',
      keywords: 'vocabulary; reading aloud; primary education; classroom study',
      sections: {
        abstract:
          'Reading aloud is widely recommended for building children’s vocabulary, yet classroom evidence is mixed. We examined whether brief daily read-aloud sessions with explicit word explanations improve vocabulary in second-grade pupils. Twelve classes (N = 246) were randomly assigned to read-aloud with explanations or to regular reading time for 10 weeks; vocabulary was measured before and after with a standardized test. Pupils in the read-aloud classes learned more target words than controls (d = 0.48), and the gain held at a 6-week follow-up. Short, explained read-aloud sessions are a low-cost way to support vocabulary in primary classrooms.',
      },
    }),
  ],
  mla: [
    base({
      styleType: 'MLA',
      title: 'Silence and Speech in Chekhov’s Late Stories',
      author: 'Daniel Reyes',
      professor: 'Prof. Anna Wright',
      course: 'LIT 320',
      sections: {
        abstract:
          'Critics often read the pauses in Anton Chekhov’s late stories as signs of failed communication between characters who cannot reach one another. This essay argues instead that silence in these stories works as a form of speech with its own grammar. Reading “The Lady with the Dog,” “The Bishop” and “The Bride” side by side, it traces how Chekhov marks silences through setting, gesture and the rhythm of the narration, and how characters respond to what is left unsaid. In each story a decisive change happens in a moment when nobody speaks: Gurov understands his love in the theatre, the bishop feels his mother’s tenderness only when she is quiet beside him, and Nadya decides to leave her home during a sleepless night. The essay draws on earlier work on Chekhov’s narrative technique and on recent studies of silence in modern fiction to show that these scenes are carefully built turning points rather than gaps. Seeing silence as speech helps explain why readers feel that so much happens in stories where so little is said, and it suggests a way of reading other writers who rely on the unsaid.',
      },
    }),
  ],
  aaos: [
    base({
      styleType: 'AAoS',
      title: 'Urban Trees Lower Night-Time Heat Exposure in Dense Neighbourhoods',
      author: 'Wei Chen',
      coAuthors: 'Priya Nair',
      keywords: 'urban heat; street trees; public health',
      sections: {
        significance:
          'Heat waves kill more people than any other weather event, and the risk is highest at night in dense city districts. We show that a modest increase in street-tree cover lowers night-time air temperature where people sleep, not only daytime surface temperature. This gives cities a measurable target for planting programmes aimed at protecting health.',
        abstract:
          'Urban heat islands raise night-time temperatures, which limits recovery from daytime heat and increases mortality. Evidence on whether trees cool the air at night, when most heat deaths occur, is limited. We combined 3 years of readings from 400 low-cost sensors with tree-canopy maps of four cities. Each 10-percentage-point increase in canopy within 100 m lowered night-time air temperature by 0.4 °C after adjusting for building density and distance to water. The effect was largest during heat waves. Planting in the densest districts could reduce night-time heat exposure for the most vulnerable residents.',
      },
    }),
  ],
  emerald: [
    base({
      styleType: 'Emerald',
      title: 'Remote Work and Knowledge Sharing in Small Engineering Firms',
      author: 'Olivia Brown',
      keywords: 'remote work, knowledge sharing, small firms, engineering',
      paperType: 'Research paper',
      sections: {
        purpose: 'This paper examines how a move to remote work changed knowledge sharing in small engineering firms.',
        design: 'Semi-structured interviews with 28 engineers and managers in nine firms were analysed thematically.',
        findings:
          'Formal documentation improved, while informal advice between junior and senior staff declined; firms that scheduled short daily calls kept more of it.',
        limitations: 'The sample is small and limited to one country.',
        practical: 'Managers can protect informal learning by planning regular unstructured contact.',
        originality: 'The study is among the first to look at knowledge sharing in small rather than large firms.',
      },
    }),
  ],
  gost: [
    base({
      styleType: 'GOST',
      form: 'referat',
      language: 'RU',
      title: 'Автоматическая проверка оформления библиографических ссылок',
      author: 'Иванова А. С.',
      professor: 'Петров В. Н.',
      course: '4',
      udk: '004.912',
      keywords: 'библиографическая ссылка, ГОСТ Р 7.0.100-2018, автоматическая проверка',
      sections: {
        relevance: 'Ошибки в оформлении списков литературы остаются частой причиной возврата рукописей авторам.',
        problemStatement: 'Ручная проверка ссылок по ГОСТ Р 7.0.100-2018 трудоёмка и не обеспечивает единообразия.',
        methods: 'Предложен разбор ссылки на элементы описания с последующей проверкой по правилам стандарта.',
        ways: 'Правила стандарта записаны в виде данных, что упрощает их обновление.',
        results: 'На выборке из 500 ссылок доля найденных ошибок составила 94 %.',
        conclusions: 'Метод применим в редакциях журналов и в учебном процессе.',
      },
    }),
    base({
      styleType: 'GOST',
      form: 'annotation',
      language: 'RU',
      title: 'Автоматическая проверка оформления библиографических ссылок',
      author: 'Иванова А. С.',
      keywords: 'библиографическая ссылка, автоматическая проверка',
      sections: {
        abstract:
          'Рассмотрен метод автоматической проверки библиографических ссылок на соответствие ГОСТ Р 7.0.100-2018. Статья адресована редакторам научных журналов и преподавателям.',
      },
    }),
  ],
};
