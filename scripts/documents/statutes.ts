/**
 * The statutes of the foundation, in French (the version that prevails, article 35) and in
 * English. Articles are numbered in the order they appear here; the statutes page
 * (client/src/features/statutes/texts.ts) quotes some of them, and a test checks that the
 * quotes match.
 */
import type { GoverningDocument } from "./types";

export const statutes: GoverningDocument = {
  key: "statutes",
  pages: 32,
  title: { fr: "Statuts", en: "Statutes" },
  cover: {
    fr: "Association à but non lucratif régie par la loi du 1er juillet 1901 relative au contrat d'association, applicable en République du Bénin\nSiège : Cotonou, République du Bénin\nStatuts adoptés par l'Assemblée générale constitutive du 15 mars 2024",
    en: "Non-profit association governed by the Law of 1 July 1901 on contracts of association, applicable in the Republic of Benin\nRegistered office: Cotonou, Republic of Benin\nStatutes adopted by the constituent General Assembly of 15 March 2024",
  },
  preamble: {
    fr: "En Afrique de l'Ouest, des millions de jeunes et de femmes restent à l'écart des emplois d'aujourd'hui faute d'avoir appris à se servir d'un ordinateur, à gérer un budget, à travailler en ligne ou à exercer un métier technique. Ce ne sont pas les talents qui manquent, mais les occasions de les développer.\nConvaincus que l'accès aux compétences numériques, financières et professionnelles est la voie la plus sûre vers un emploi digne et vers l'autonomie, les membres fondateurs soussignés ont décidé de créer une organisation à but non lucratif, indépendante, ancrée à Cotonou et ouverte sur toute la sous-région.\nIls ont adopté les présents statuts, qui fixent la mission de la Fondation, la place de ses membres et les règles de sa gouvernance, afin que chaque franc reçu serve ceux qu'elle forme et que ses comptes puissent être examinés par tous.",
    en: "Across West Africa, millions of young people and women are left out of today's jobs because they never had the chance to learn to use a computer, manage a budget, work online or master a technical trade. Talent is not what is missing; opportunities to develop it are.\nConvinced that access to digital, financial and vocational skills is the surest path to decent work and independence, the undersigned founding members decided to create an independent non-profit organisation, rooted in Cotonou and open to the whole sub-region.\nThey adopted these statutes, which set out the Foundation's mission, the place of its members and the rules of its governance, so that every franc received serves the people it trains and its accounts can be examined by all.",
  },
  parts: [
    {
      title: { fr: "Titre I — Constitution, objet, siège et durée", en: "Title I — Formation, purpose, registered office and duration" },
      articles: [
        {
          title: { fr: "Dénomination et forme juridique", en: "Name and legal form" },
          text: {
            fr: "Il est fondé entre les personnes physiques et morales qui adhèrent aux présents statuts une association à but non lucratif dénommée « {name} », ci-après désignée « la Fondation ».\nLa Fondation est régie par la loi du 1er juillet 1901 relative au contrat d'association, applicable en République du Bénin, par les textes législatifs et réglementaires en vigueur et par les présents statuts.\nLe terme « Fondation » fait partie de sa dénomination et exprime sa vocation : mettre durablement des moyens au service d'une cause d'intérêt général.",
            en: "The natural and legal persons who adhere to these statutes hereby form a non-profit association named \"{name}\", hereinafter \"the Foundation\".\nThe Foundation is governed by the Law of 1 July 1901 on contracts of association, applicable in the Republic of Benin, by the laws and regulations in force and by these statutes.\nThe word \"Foundation\" is part of its name and expresses its calling: to commit resources durably to a cause of general interest.",
          },
        },
        {
          title: { fr: "Siège", en: "Registered office" },
          text: {
            fr: "Le siège de la Fondation est fixé à Cotonou, République du Bénin.\nIl peut être transféré en tout autre lieu de la ville de Cotonou par simple décision du Conseil d'administration, qui en informe les membres lors de la plus prochaine Assemblée générale. Son transfert dans une autre ville requiert une décision de l'Assemblée générale extraordinaire.\nLa Fondation peut ouvrir des antennes ou bureaux de programme dans d'autres localités du Bénin ou dans d'autres pays d'Afrique de l'Ouest, sur décision du Conseil d'administration et dans le respect du droit local.",
            en: "The registered office of the Foundation is in Cotonou, Republic of Benin.\nIt may be moved to any other place in the city of Cotonou by a decision of the Board of Directors, which informs the members at the next General Assembly. Moving it to another city requires a decision of the Extraordinary General Assembly.\nThe Foundation may open branches or program offices in other localities of Benin or in other West African countries, by decision of the Board of Directors and in compliance with local law.",
          },
        },
        {
          title: { fr: "Durée", en: "Duration" },
          text: {
            fr: "La durée de la Fondation est illimitée. Elle ne peut prendre fin que par une dissolution prononcée dans les conditions prévues au titre V des présents statuts.",
            en: "The Foundation is formed for an unlimited period. It may only end by a dissolution decided under the conditions set out in Title V of these statutes.",
          },
        },
        {
          title: { fr: "Objet", en: "Purpose" },
          text: {
            fr: "La Fondation a pour objet l'autonomisation des jeunes, des femmes et des groupes vulnérables en Afrique de l'Ouest par l'acquisition de compétences qui mènent à l'emploi. Elle agit selon quatre piliers :\n- l'alphabétisation numérique : apprendre à utiliser un ordinateur, un téléphone et Internet de façon sûre et utile ;\n- l'éducation financière : apprendre à tenir un budget, à épargner, à utiliser les services financiers numériques et à gérer une activité génératrice de revenus ;\n- les métiers du numérique : préparer aux emplois du développement web, du design, du marketing digital, de l'analyse de données et du travail à distance ;\n- l'enseignement et la formation techniques et professionnels (EFTP) pour l'emploi : former aux métiers techniques, notamment ceux de l'énergie solaire et de l'économie verte.\nLa Fondation porte une attention particulière aux femmes, aux jeunes sans emploi ni formation, aux habitants des zones rurales et aux personnes en situation de handicap.",
            en: "The purpose of the Foundation is the empowerment of youth, women and vulnerable groups in West Africa through skills that lead to employment. It acts along four pillars:\n- digital literacy: learning to use a computer, a phone and the Internet safely and usefully;\n- financial literacy: learning to keep a budget, save, use digital financial services and run an income-generating activity;\n- digital jobs: preparing for jobs in web development, design, digital marketing, data analysis and remote work;\n- technical and vocational education and training (TVET) for employment: training for technical trades, in particular those of solar energy and the green economy.\nThe Foundation pays particular attention to women, to young people not in employment, education or training, to people living in rural areas and to persons with disabilities.",
          },
        },
        {
          title: { fr: "Moyens d'action", en: "Means of action" },
          text: {
            fr: "Pour réaliser son objet, la Fondation peut notamment :\n- concevoir et conduire des programmes de formation, des ateliers, des camps d'apprentissage intensif et des formations en ligne ;\n- accompagner ses apprenants vers l'emploi par le mentorat, les stages, la mise en relation avec des employeurs et l'appui à la création d'activités ;\n- équiper des salles de formation, des laboratoires informatiques et des ateliers techniques, et les mettre à disposition des communautés ;\n- octroyer des bourses de formation ;\n- mener des études et des recherches sur l'inclusion numérique, l'éducation financière et l'emploi, et en publier les résultats ;\n- organiser des conférences, des forums, des webinaires et toute manifestation conforme à son objet ;\n- nouer des partenariats avec les pouvoirs publics, les universités, les entreprises, les organisations de la société civile et les partenaires techniques et financiers ;\n- éditer des guides, des supports pédagogiques et des contenus en ligne, en français, en anglais et dans les langues nationales.\nLa Fondation peut accomplir tous les actes compatibles avec son caractère non lucratif qui se rattachent directement ou indirectement à son objet.",
            en: "To achieve its purpose, the Foundation may in particular:\n- design and run training programs, workshops, intensive bootcamps and online courses;\n- support its learners into employment through mentoring, internships, introductions to employers and help in starting their own activity;\n- equip training rooms, computer labs and technical workshops, and make them available to communities;\n- award training scholarships;\n- carry out studies and research on digital inclusion, financial literacy and employment, and publish their results;\n- organise conferences, forums, webinars and any event consistent with its purpose;\n- build partnerships with public authorities, universities, companies, civil society organisations and technical and financial partners;\n- publish guides, teaching materials and online content in French, in English and in national languages.\nThe Foundation may carry out any act compatible with its non-profit character that relates directly or indirectly to its purpose.",
          },
        },
        {
          title: { fr: "Principes", en: "Principles" },
          text: {
            fr: "La Fondation est apolitique et non confessionnelle. Elle s'interdit toute discrimination fondée sur le sexe, l'origine, l'ethnie, la religion, les opinions, le handicap ou la situation sociale.\nElle promeut l'égalité entre les femmes et les hommes dans ses programmes comme dans ses organes de gouvernance.\nElle agit avec intégrité, rend compte de l'usage de ses ressources et protège les personnes qui participent à ses activités, en particulier les mineurs.\nAucun bénéfice ne peut être distribué, directement ou indirectement, à ses membres ou à ses dirigeants.",
            en: "The Foundation is non-political and non-denominational. It refrains from any discrimination based on sex, origin, ethnicity, religion, opinions, disability or social status.\nIt promotes equality between women and men in its programs as well as in its governing bodies.\nIt acts with integrity, accounts for the use of its resources and protects the people who take part in its activities, minors in particular.\nNo profit may be distributed, directly or indirectly, to its members or its officers.",
          },
        },
      ],
    },
    {
      title: { fr: "Titre II — Membres", en: "Title II — Members" },
      articles: [
        {
          title: { fr: "Catégories de membres", en: "Categories of members" },
          text: {
            fr: "La Fondation se compose de membres fondateurs, de membres d'honneur, de membres bienfaiteurs, de membres adhérents et de membres actifs.\n- Sont membres fondateurs les personnes qui ont participé à l'Assemblée générale constitutive et signé les présents statuts.\n- Sont membres d'honneur les personnes physiques ou morales auxquelles le Conseil d'administration confère ce titre en raison des services éminents qu'elles ont rendus à la Fondation ou à sa cause.\n- Sont membres bienfaiteurs les personnes physiques ou morales qui soutiennent la Fondation par une cotisation annuelle au moins égale au montant minimal fixé pour cette catégorie.\n- Sont membres adhérents les personnes physiques (adhérents individuels) et les personnes morales (adhérents organisations) qui adhèrent aux présents statuts et s'acquittent de la cotisation annuelle de leur catégorie.\n- Sont membres actifs les personnes physiques qui participent régulièrement et bénévolement aux activités de la Fondation, notamment comme formateurs, mentors ou coordinateurs, et que le Conseil d'administration admet dans cette catégorie.\nUne personne morale est représentée par la personne physique qu'elle désigne par écrit.",
            en: "The Foundation is made up of founder members, honorary members, patron members, adherent members and active members.\n- Founder members are the persons who took part in the constituent General Assembly and signed these statutes.\n- Honorary members are the natural or legal persons on whom the Board of Directors confers this title for outstanding services to the Foundation or its cause.\n- Patron members are the natural or legal persons who support the Foundation with an annual contribution at least equal to the minimum amount set for this category.\n- Adherent members are the natural persons (individual adherents) and legal persons (organisation adherents) who adhere to these statutes and pay the annual dues of their category.\n- Active members are the natural persons who take part regularly and voluntarily in the Foundation's activities, in particular as trainers, mentors or coordinators, and whom the Board of Directors admits to this category.\nA legal person is represented by the natural person it designates in writing.",
          },
        },
        {
          title: { fr: "Admission", en: "Admission" },
          text: {
            fr: "Toute personne qui souhaite devenir membre adresse une demande d'adhésion à la Fondation, par le formulaire publié sur son site Internet ou par écrit déposé au siège. La demande indique la catégorie choisie et comporte l'engagement de respecter les présents statuts et le règlement intérieur.\nLe demandeur consent au traitement de ses données personnelles pour la gestion de son adhésion, conformément à la politique de confidentialité de la Fondation.\nL'admission est prononcée par le Bureau exécutif, par délégation du Conseil d'administration, qui peut refuser une demande sans avoir à motiver sa décision. Pour les catégories soumises à cotisation, l'adhésion prend effet au paiement de la cotisation. L'admission des membres d'honneur et des membres actifs relève du Conseil d'administration.",
            en: "Any person wishing to become a member sends an application to the Foundation, through the form published on its website or in writing at the registered office. The application states the chosen category and includes the commitment to abide by these statutes and the internal regulations.\nThe applicant consents to the processing of their personal data for the management of their membership, in accordance with the Foundation's privacy policy.\nAdmission is decided by the Executive Office, on behalf of the Board of Directors, which may refuse an application without having to give reasons. For the categories that pay dues, membership takes effect when the dues are paid. The admission of honorary members and active members is decided by the Board of Directors.",
          },
        },
        {
          title: { fr: "Droits de vote", en: "Voting rights" },
          text: {
            fr: "Les membres fondateurs, bienfaiteurs, adhérents et actifs à jour de leur cotisation disposent chacun d'une voix délibérative à l'Assemblée générale. Les membres d'honneur y assistent avec voix consultative.\nUn adhérent organisation dispose d'une seule voix, exercée par son représentant désigné.\nLes membres dont la cotisation n'est pas réglée à la date de l'Assemblée générale peuvent y assister, sans prendre part aux votes.",
            en: "Founder, patron, adherent and active members whose dues are paid each have one vote at the General Assembly. Honorary members attend in an advisory capacity.\nAn organisation adherent has a single vote, cast by its designated representative.\nMembers whose dues are unpaid on the date of the General Assembly may attend it, without taking part in votes.",
          },
        },
        {
          title: { fr: "Cotisations", en: "Dues" },
          text: {
            fr: "Le montant des cotisations annuelles de chaque catégorie est fixé chaque année par l'Assemblée générale ordinaire, sur proposition du Conseil d'administration. À la date d'adoption des présents statuts, il est de 12 000 FCFA pour un adhérent individuel, de 120 000 FCFA pour un adhérent organisation et d'au moins 500 000 FCFA pour un membre bienfaiteur. Les membres fondateurs et les membres d'honneur sont dispensés de cotisation ; la contribution des membres actifs est fixée par le Conseil d'administration selon leur engagement.\nLes cotisations sont payables au plus tard le 5 janvier de chaque année. Le membre admis en cours d'année acquitte la cotisation annuelle entière.\nLes cotisations versées restent acquises à la Fondation et ne donnent lieu à aucun remboursement, notamment en cas de démission, d'exclusion ou de décès.",
            en: "The amount of the annual dues of each category is set each year by the Ordinary General Assembly, on a proposal of the Board of Directors. On the date these statutes were adopted, it is 12,000 FCFA for an individual adherent, 120,000 FCFA for an organisation adherent and at least 500,000 FCFA for a patron member. Founder members and honorary members pay no dues; the contribution of active members is set by the Board of Directors according to their involvement.\nDues are payable by 5 January of each year at the latest. A member admitted during the year pays the full annual dues.\nDues paid remain with the Foundation and are not refunded, in particular in the event of resignation, exclusion or death.",
          },
        },
        {
          title: { fr: "Droits et obligations des membres", en: "Rights and duties of members" },
          text: {
            fr: "Tout membre a le droit d'être informé des activités de la Fondation, de recevoir son rapport annuel, de participer à ses activités dans les conditions qu'elle fixe et, s'il dispose d'une voix délibérative, d'élire et d'être élu à ses organes.\nTout membre s'engage à respecter les présents statuts, le règlement intérieur et les décisions régulièrement prises par les organes de la Fondation, à s'acquitter de sa cotisation et à ne rien faire qui puisse nuire à la Fondation ou aux personnes qu'elle sert.\nAucun membre ne peut engager la Fondation ni parler en son nom sans mandat exprès.",
            en: "Every member has the right to be informed of the Foundation's activities, to receive its annual report, to take part in its activities under the conditions it sets and, if entitled to vote, to elect and be elected to its bodies.\nEvery member undertakes to abide by these statutes, the internal regulations and the decisions lawfully taken by the Foundation's bodies, to pay their dues and to do nothing that could harm the Foundation or the people it serves.\nNo member may commit the Foundation or speak on its behalf without an express mandate.",
          },
        },
        {
          title: { fr: "Perte de la qualité de membre", en: "Loss of membership" },
          text: {
            fr: "La qualité de membre se perd par :\n- la démission adressée par écrit au Président ;\n- le décès de la personne physique ou la dissolution de la personne morale ;\n- le défaut de paiement de la cotisation trois mois après la date d'échéance, après un rappel resté sans effet ;\n- l'exclusion prononcée par le Conseil d'administration pour faute grave ou pour tout acte contraire aux présents statuts ou aux intérêts de la Fondation.\nLe membre dont l'exclusion est envisagée est informé par écrit des faits qui lui sont reprochés et invité à présenter ses explications devant le Conseil d'administration, éventuellement assisté d'une personne de son choix, au moins quinze jours avant la décision. Il peut faire appel de celle-ci devant la plus prochaine Assemblée générale.",
            en: "Membership is lost through:\n- resignation sent in writing to the President;\n- the death of the natural person or the dissolution of the legal person;\n- failure to pay the dues three months after the due date, following a reminder that went unanswered;\n- exclusion decided by the Board of Directors for serious misconduct or for any act contrary to these statutes or to the interests of the Foundation.\nA member whose exclusion is considered is informed in writing of the facts held against them and invited to give their explanations before the Board of Directors, possibly assisted by a person of their choice, at least fifteen days before the decision. They may appeal against it to the next General Assembly.",
          },
        },
      ],
    },
    {
      title: { fr: "Titre III — Organes de gouvernance", en: "Title III — Governing bodies" },
      articles: [
        {
          title: { fr: "Organes", en: "Bodies" },
          text: {
            fr: "Les organes de la Fondation sont :\n- l'Assemblée générale ;\n- le Conseil d'administration ;\n- le Bureau exécutif ;\n- la Direction exécutive.\nLe contrôle des comptes est confié à un commissaire aux comptes indépendant, dans les conditions prévues au titre IV.",
            en: "The bodies of the Foundation are:\n- the General Assembly;\n- the Board of Directors;\n- the Executive Office;\n- the Executive Management.\nThe audit of the accounts is entrusted to an independent auditor, under the conditions set out in Title IV.",
          },
        },
        {
          title: { fr: "Assemblée générale : composition", en: "General Assembly: composition" },
          text: {
            fr: "L'Assemblée générale comprend tous les membres de la Fondation, quelle que soit leur catégorie. Elle est l'organe souverain de la Fondation.\nElle est présidée par le Président du Conseil d'administration ou, en son absence, par le Vice-président. Le Secrétaire général en assure le secrétariat.\nLe Directeur exécutif et, sur invitation du Président, les partenaires de la Fondation peuvent y assister sans voix délibérative.",
            en: "The General Assembly includes all the members of the Foundation, whatever their category. It is the Foundation's sovereign body.\nIt is chaired by the President of the Board of Directors or, in their absence, by the Vice-President. The Secretary General acts as its secretary.\nThe Executive Director and, at the President's invitation, the Foundation's partners may attend without a vote.",
          },
        },
        {
          title: { fr: "Assemblée générale ordinaire", en: "Ordinary General Assembly" },
          text: {
            fr: "L'Assemblée générale ordinaire se réunit au moins une fois par an, au cours du mois de janvier, pour approuver les comptes de l'exercice écoulé et fixer les orientations de l'année.\nElle entend le rapport moral du Président, le rapport d'activités du Directeur exécutif, le rapport financier du Trésorier et le rapport du commissaire aux comptes. Elle approuve les comptes et donne quitus au Conseil d'administration.\nElle adopte le programme d'activités et le budget de l'exercice, fixe le montant des cotisations, élit les membres du Conseil d'administration, nomme le commissaire aux comptes et approuve le règlement intérieur et ses modifications.\nSes décisions sont prises à la majorité simple des voix exprimées par les membres présents ou représentés. L'élection des administrateurs a lieu à bulletin secret dès qu'un membre le demande.",
            en: "The Ordinary General Assembly meets at least once a year, in the month of January, to approve the accounts of the past financial year and set the direction for the year.\nIt hears the President's report on the Foundation, the Executive Director's activity report, the Treasurer's financial report and the auditor's report. It approves the accounts and gives discharge to the Board of Directors.\nIt adopts the work plan and budget for the year, sets the amount of the dues, elects the members of the Board of Directors, appoints the auditor and approves the internal regulations and their amendments.\nIts decisions are taken by a simple majority of the votes cast by the members present or represented. Directors are elected by secret ballot as soon as one member asks for it.",
          },
        },
        {
          title: { fr: "Convocation, quorum et représentation", en: "Notice, quorum and proxies" },
          text: {
            fr: "L'Assemblée générale est convoquée par le Président au moins vingt et un jours à l'avance, par courrier électronique adressé à chaque membre et par un avis publié sur le site Internet de la Fondation. La convocation indique la date, l'heure, le lieu et l'ordre du jour ; les documents à approuver sont tenus à la disposition des membres au moins quinze jours avant la réunion.\nL'Assemblée générale délibère valablement si la moitié au moins des membres disposant d'une voix délibérative sont présents ou représentés. Si ce quorum n'est pas atteint, une seconde assemblée est convoquée, au moins quinze jours plus tard, avec le même ordre du jour ; elle délibère alors quel que soit le nombre des membres présents ou représentés.\nUn membre peut se faire représenter par un autre membre muni d'un pouvoir écrit. Nul ne peut détenir plus de deux pouvoirs.\nLes membres peuvent participer et voter à distance par un moyen de visioconférence ou de vote électronique qui permet leur identification, dans les conditions fixées par le règlement intérieur.",
            en: "The General Assembly is convened by the President at least twenty-one days in advance, by e-mail sent to each member and by a notice published on the Foundation's website. The notice states the date, time, place and agenda; the documents to be approved are made available to members at least fifteen days before the meeting.\nThe General Assembly validly deliberates if at least half of the members entitled to vote are present or represented. If this quorum is not reached, a second assembly is convened, at least fifteen days later, with the same agenda; it then deliberates whatever the number of members present or represented.\nA member may be represented by another member holding a written proxy. No one may hold more than two proxies.\nMembers may take part and vote remotely by video conference or electronic voting that allows them to be identified, under the conditions set by the internal regulations.",
          },
        },
        {
          title: { fr: "Assemblée générale extraordinaire", en: "Extraordinary General Assembly" },
          text: {
            fr: "L'Assemblée générale extraordinaire est seule compétente pour modifier les présents statuts, décider la dissolution de la Fondation, sa fusion avec une autre organisation ou le transfert de son siège hors de Cotonou.\nElle est convoquée par le Président, sur décision du Conseil d'administration ou à la demande écrite d'au moins un tiers des membres disposant d'une voix délibérative, dans les formes prévues à l'article précédent.\nElle ne délibère valablement que si les deux tiers au moins des membres disposant d'une voix délibérative sont présents ou représentés. À défaut, une seconde assemblée est convoquée au moins quinze jours plus tard ; elle délibère alors si le tiers au moins de ces membres sont présents ou représentés.\nSes décisions sont prises à la majorité des deux tiers des voix exprimées, sauf pour la dissolution, qui requiert la majorité des trois quarts.",
            en: "The Extraordinary General Assembly alone may amend these statutes, decide the dissolution of the Foundation, its merger with another organisation or the transfer of its registered office outside Cotonou.\nIt is convened by the President, on a decision of the Board of Directors or at the written request of at least one third of the members entitled to vote, in the forms set out in the previous article.\nIt validly deliberates only if at least two thirds of the members entitled to vote are present or represented. Failing this, a second assembly is convened at least fifteen days later; it then deliberates if at least one third of those members are present or represented.\nIts decisions are taken by a two-thirds majority of the votes cast, except for dissolution, which requires a three-quarters majority.",
          },
        },
        {
          title: { fr: "Conseil d'administration : composition", en: "Board of Directors: composition" },
          text: {
            fr: "La Fondation est administrée par un Conseil d'administration de sept à onze membres, élus par l'Assemblée générale parmi les membres disposant d'une voix délibérative, pour un mandat de trois ans renouvelable une fois.\nLe Conseil compte au moins quarante pour cent de femmes et au moins un membre âgé de moins de trente-cinq ans au jour de son élection. Les membres fondateurs peuvent y siéger sans que leur nombre dépasse le tiers des administrateurs.\nLe Conseil est renouvelé par tiers chaque année. En cas de vacance, il peut pourvoir provisoirement au remplacement de ses membres jusqu'à la plus prochaine Assemblée générale ; le mandat du remplaçant prend fin à la date où aurait expiré celui du membre remplacé.\nLes salariés de la Fondation ne peuvent pas être membres du Conseil d'administration.",
            en: "The Foundation is managed by a Board of Directors of seven to eleven members, elected by the General Assembly from among the members entitled to vote, for a three-year term renewable once.\nAt least forty per cent of the Board are women and at least one member is under thirty-five years of age on the day of their election. Founder members may sit on it, provided their number does not exceed one third of the directors.\nOne third of the Board is renewed each year. When a seat falls vacant, the Board may fill it provisionally until the next General Assembly; the replacement's term ends on the date when that of the member replaced would have expired.\nEmployees of the Foundation may not be members of the Board of Directors.",
          },
        },
        {
          title: { fr: "Conseil d'administration : fonctionnement", en: "Board of Directors: proceedings" },
          text: {
            fr: "Le Conseil d'administration se réunit au moins une fois par trimestre et chaque fois qu'il est convoqué par le Président ou à la demande du tiers de ses membres.\nIl délibère valablement si la moitié au moins de ses membres sont présents, y compris par visioconférence. Ses décisions sont prises à la majorité des voix des membres présents ou représentés ; en cas de partage, la voix du Président est prépondérante. Un administrateur ne peut détenir plus d'un pouvoir.\nTout administrateur qui, sans excuse, n'a pas assisté à trois réunions consécutives peut être considéré comme démissionnaire.\nLes délibérations du Conseil font l'objet de procès-verbaux signés par le Président et le Secrétaire général et conservés au siège.",
            en: "The Board of Directors meets at least once a quarter and whenever it is convened by the President or at the request of one third of its members.\nIt validly deliberates if at least half of its members are present, including by video conference. Its decisions are taken by a majority of the votes of the members present or represented; in the event of a tie, the President has the casting vote. A director may not hold more than one proxy.\nA director who has missed three consecutive meetings without excuse may be deemed to have resigned.\nThe Board's proceedings are recorded in minutes signed by the President and the Secretary General and kept at the registered office.",
          },
        },
        {
          title: { fr: "Conseil d'administration : attributions", en: "Board of Directors: powers" },
          text: {
            fr: "Le Conseil d'administration est investi des pouvoirs les plus étendus pour administrer la Fondation dans la limite de son objet et sous réserve des pouvoirs de l'Assemblée générale. Il notamment :\n- définit la stratégie de la Fondation et approuve ses programmes ;\n- arrête le projet de budget et les comptes annuels soumis à l'Assemblée générale ;\n- élit les membres du Bureau exécutif ;\n- recrute le Directeur exécutif, fixe sa mission et évalue son action ;\n- autorise les conventions de partenariat et de financement dont le montant dépasse le seuil fixé par le règlement intérieur ;\n- se prononce sur l'admission des membres d'honneur et des membres actifs et sur l'exclusion des membres ;\n- adopte les politiques de la Fondation, notamment en matière de protection des personnes, de protection des données, de prévention des conflits d'intérêts et de lutte contre la corruption.",
            en: "The Board of Directors has the widest powers to manage the Foundation within the limits of its purpose and subject to the powers of the General Assembly. In particular, it:\n- defines the Foundation's strategy and approves its programs;\n- draws up the draft budget and the annual accounts submitted to the General Assembly;\n- elects the members of the Executive Office;\n- recruits the Executive Director, sets their mission and assesses their work;\n- authorises partnership and funding agreements above the threshold set by the internal regulations;\n- decides on the admission of honorary members and active members and on the exclusion of members;\n- adopts the Foundation's policies, in particular on safeguarding, data protection, the prevention of conflicts of interest and the fight against corruption.",
          },
        },
        {
          title: { fr: "Bureau exécutif", en: "Executive Office" },
          text: {
            fr: "Le Conseil d'administration élit en son sein, pour la durée de leur mandat d'administrateur, un Bureau exécutif composé :\n- d'un Président ;\n- d'un Vice-président ;\n- d'un Secrétaire général ;\n- d'un Trésorier.\nLe Bureau exécutif veille à l'exécution des décisions du Conseil d'administration et de l'Assemblée générale et traite les affaires courantes entre deux réunions du Conseil, auquel il rend compte.",
            en: "The Board of Directors elects from among its members, for the length of their term as directors, an Executive Office made up of:\n- a President;\n- a Vice-President;\n- a Secretary General;\n- a Treasurer.\nThe Executive Office sees to the implementation of the decisions of the Board of Directors and the General Assembly and deals with day-to-day business between two Board meetings, to which it reports.",
          },
        },
        {
          title: { fr: "Président et Vice-président", en: "President and Vice-President" },
          text: {
            fr: "Le Président représente la Fondation dans tous les actes de la vie civile et en justice. Il convoque et préside l'Assemblée générale, le Conseil d'administration et le Bureau exécutif. Il ordonnance les dépenses dans les conditions fixées par le règlement intérieur et peut déléguer une partie de ses pouvoirs par écrit.\nLe Vice-président assiste le Président et le remplace en cas d'empêchement.",
            en: "The President represents the Foundation in all acts of civil life and in legal proceedings. They convene and chair the General Assembly, the Board of Directors and the Executive Office. They authorise expenditure under the conditions set by the internal regulations and may delegate part of their powers in writing.\nThe Vice-President assists the President and stands in for them when they are unable to act.",
          },
        },
        {
          title: { fr: "Secrétaire général et Trésorier", en: "Secretary General and Treasurer" },
          text: {
            fr: "Le Secrétaire général est chargé de la correspondance statutaire, de la rédaction des procès-verbaux et de la tenue du registre des membres et des registres prévus par la loi.\nLe Trésorier veille à la bonne gestion des fonds de la Fondation. Il supervise la tenue de la comptabilité, présente le rapport financier à l'Assemblée générale et signe, conjointement avec le Président, les engagements de dépenses au-delà du seuil fixé par le règlement intérieur. Les comptes bancaires et de monnaie électronique de la Fondation fonctionnent sous double signature.",
            en: "The Secretary General is responsible for statutory correspondence, the drafting of minutes and the keeping of the register of members and of the registers required by law.\nThe Treasurer ensures the sound management of the Foundation's funds. They oversee the bookkeeping, present the financial report to the General Assembly and sign, jointly with the President, commitments of expenditure above the threshold set by the internal regulations. The Foundation's bank and mobile money accounts operate under two signatures.",
          },
        },
        {
          title: { fr: "Direction exécutive", en: "Executive Management" },
          text: {
            fr: "La gestion quotidienne de la Fondation est confiée à un Directeur exécutif recruté par le Conseil d'administration pour ses compétences.\nSous l'autorité du Président, le Directeur exécutif met en œuvre les programmes, dirige le personnel, prépare le budget et les rapports d'activités et représente la Fondation auprès des partenaires dans les limites de la délégation qu'il reçoit.\nIl assiste aux réunions du Conseil d'administration et de l'Assemblée générale avec voix consultative.",
            en: "The day-to-day management of the Foundation is entrusted to an Executive Director recruited by the Board of Directors for their competence.\nUnder the authority of the President, the Executive Director implements the programs, manages the staff, prepares the budget and the activity reports and represents the Foundation before partners within the limits of the delegation they receive.\nThey attend meetings of the Board of Directors and of the General Assembly in an advisory capacity.",
          },
        },
        {
          title: { fr: "Gratuité des mandats et conflits d'intérêts", en: "Unpaid office and conflicts of interest" },
          text: {
            fr: "Les fonctions de membre du Conseil d'administration et du Bureau exécutif sont exercées à titre bénévole. Seuls les frais engagés pour l'exécution d'une mission confiée par le Conseil peuvent être remboursés, sur présentation de justificatifs.\nTout administrateur qui a, directement ou indirectement, un intérêt personnel dans une décision le déclare avant la délibération et ne prend part ni au débat ni au vote. Les conventions conclues entre la Fondation et l'un de ses administrateurs, ou une entreprise dans laquelle il a des intérêts, sont autorisées au préalable par le Conseil et présentées à l'Assemblée générale.",
            en: "The duties of members of the Board of Directors and of the Executive Office are performed on a voluntary basis. Only expenses incurred for a mission entrusted by the Board may be reimbursed, against receipts.\nAny director who has, directly or indirectly, a personal interest in a decision declares it before the deliberation and takes part in neither the discussion nor the vote. Agreements between the Foundation and one of its directors, or a business in which they have interests, are authorised in advance by the Board and presented to the General Assembly.",
          },
        },
      ],
    },
    {
      title: { fr: "Titre IV — Ressources, comptes et transparence", en: "Title IV — Resources, accounts and transparency" },
      articles: [
        {
          title: { fr: "Ressources", en: "Resources" },
          text: {
            fr: "Les ressources de la Fondation comprennent :\n- les cotisations de ses membres ;\n- les dons manuels, en espèces ou en nature, des personnes physiques et morales ;\n- les subventions de l'État, des collectivités territoriales, des organisations internationales et des partenaires techniques et financiers ;\n- le produit des formations, des prestations et des manifestations qu'elle organise, dans le respect de son caractère non lucratif ;\n- le mécénat et le parrainage d'entreprises ;\n- les legs et libéralités, dans la mesure où la loi l'autorise ;\n- les revenus de ses biens et placements ;\n- toute autre ressource autorisée par les textes en vigueur.\nLa Fondation refuse toute ressource dont l'origine est douteuse ou dont les conditions seraient contraires à son objet ou à son indépendance.",
            en: "The resources of the Foundation include:\n- the dues of its members;\n- gifts, in cash or in kind, from natural and legal persons;\n- grants from the State, local authorities, international organisations and technical and financial partners;\n- the proceeds of the training, services and events it organises, in keeping with its non-profit character;\n- corporate sponsorship and patronage;\n- bequests and gifts, insofar as the law allows;\n- income from its property and investments;\n- any other resource authorised by the laws in force.\nThe Foundation refuses any resource of doubtful origin or whose conditions would be contrary to its purpose or its independence.",
          },
        },
        {
          title: { fr: "Dons", en: "Donations" },
          text: {
            fr: "La Fondation reçoit les dons en francs CFA, en dollars des États-Unis, en euros et en dollars canadiens, notamment par carte bancaire sur son site Internet, par virement et par monnaie électronique. Elle délivre un reçu pour chaque don.\nLes dons sont en règle générale définitifs et non remboursables ; seul un don versé par erreur, signalé dans un délai raisonnable, peut être restitué.\nLorsqu'un donateur affecte son don à un programme, la Fondation l'emploie à ce programme ou, si celui-ci ne peut être réalisé, à un programme de même nature après en avoir informé le donateur.\nLa Fondation applique les règles en vigueur en matière de lutte contre le blanchiment de capitaux et le financement du terrorisme et n'accepte aucun don anonyme en espèces au-delà du seuil fixé par le règlement intérieur.",
            en: "The Foundation receives donations in CFA francs, US dollars, euros and Canadian dollars, in particular by card on its website, by bank transfer and by mobile money. It issues a receipt for every donation.\nDonations are generally final and non-refundable; only a donation made by mistake and reported within a reasonable time may be returned.\nWhen donors earmark their gift for a program, the Foundation uses it for that program or, if it cannot be carried out, for a program of the same kind after informing the donor.\nThe Foundation applies the rules in force against money laundering and the financing of terrorism and accepts no anonymous cash donation above the threshold set by the internal regulations.",
          },
        },
        {
          title: { fr: "Exercice et comptabilité", en: "Financial year and bookkeeping" },
          text: {
            fr: "L'exercice social commence le 1er janvier et se termine le 31 décembre. Par exception, le premier exercice a commencé à la date de la déclaration de la Fondation et s'est achevé le 31 décembre 2024.\nLa Fondation tient une comptabilité conforme au système comptable des entités à but non lucratif de l'OHADA (SYCEBNL). Les fonds reçus pour un programme déterminé font l'objet d'un suivi distinct.\nLes comptes annuels sont arrêtés par le Conseil d'administration dans les trois mois qui suivent la clôture de l'exercice.",
            en: "The financial year begins on 1 January and ends on 31 December. As an exception, the first financial year began on the date the Foundation was declared and ended on 31 December 2024.\nThe Foundation keeps its books in accordance with the OHADA accounting system for non-profit entities (SYCEBNL). Funds received for a specific program are tracked separately.\nThe annual accounts are drawn up by the Board of Directors within three months after the end of the financial year.",
          },
        },
        {
          title: { fr: "Contrôle des comptes", en: "Audit of the accounts" },
          text: {
            fr: "Les comptes annuels de la Fondation sont certifiés par un commissaire aux comptes indépendant, inscrit à l'ordre professionnel compétent, nommé par l'Assemblée générale pour trois exercices.\nLe commissaire aux comptes a accès à tous les livres et pièces comptables. Il présente chaque année son rapport à l'Assemblée générale ordinaire.\nLe Conseil d'administration peut en outre faire procéder à tout audit de programme demandé par un partenaire financier.",
            en: "The annual accounts of the Foundation are certified by an independent auditor, registered with the competent professional body, appointed by the General Assembly for three financial years.\nThe auditor has access to all books and accounting records. Each year, the auditor presents a report to the Ordinary General Assembly.\nThe Board of Directors may also have any program audit carried out that a funding partner requests.",
          },
        },
        {
          title: { fr: "Transparence", en: "Transparency" },
          text: {
            fr: "La Fondation publie chaque année sur son site Internet, dans les six mois qui suivent la clôture de l'exercice, un rapport annuel présentant ses activités, le nombre de personnes formées, les résultats obtenus et une synthèse de ses comptes certifiés.\nLes comptes annuels, le rapport du commissaire aux comptes et les procès-verbaux de l'Assemblée générale sont tenus à la disposition des membres au siège. Toute personne peut obtenir les statuts et le règlement intérieur en vigueur.",
            en: "Each year, within six months after the end of the financial year, the Foundation publishes on its website an annual report presenting its activities, the number of people trained, the results achieved and a summary of its audited accounts.\nThe annual accounts, the auditor's report and the minutes of the General Assembly are available to members at the registered office. Anyone may obtain the statutes and internal regulations in force.",
          },
        },
      ],
    },
    {
      title: { fr: "Titre V — Modification des statuts et dissolution", en: "Title V — Amendment of the statutes and dissolution" },
      articles: [
        {
          title: { fr: "Modification des statuts", en: "Amendment of the statutes" },
          text: {
            fr: "Les présents statuts ne peuvent être modifiés que par l'Assemblée générale extraordinaire, sur proposition du Conseil d'administration ou d'au moins un tiers des membres disposant d'une voix délibérative.\nLe texte des modifications proposées est joint à la convocation. Les modifications adoptées sont déclarées à l'autorité administrative compétente dans les délais prévus par la loi.",
            en: "These statutes may only be amended by the Extraordinary General Assembly, on a proposal of the Board of Directors or of at least one third of the members entitled to vote.\nThe text of the proposed amendments is attached to the notice of meeting. Amendments adopted are declared to the competent administrative authority within the time limits set by law.",
          },
        },
        {
          title: { fr: "Dissolution", en: "Dissolution" },
          text: {
            fr: "La dissolution de la Fondation ne peut être prononcée que par l'Assemblée générale extraordinaire convoquée spécialement à cet effet, à la majorité des trois quarts des voix exprimées.\nL'Assemblée qui prononce la dissolution désigne un ou plusieurs liquidateurs chargés de la liquidation des biens de la Fondation ; elle fixe l'étendue de leurs pouvoirs.\nLes engagements pris envers les bénéficiaires des programmes en cours et envers le personnel sont honorés en priorité.",
            en: "The dissolution of the Foundation may only be decided by an Extraordinary General Assembly convened specially for this purpose, by a three-quarters majority of the votes cast.\nThe Assembly that decides the dissolution appoints one or more liquidators in charge of winding up the Foundation's assets; it sets the extent of their powers.\nCommitments made to the beneficiaries of ongoing programs and to the staff are honoured first.",
          },
        },
        {
          title: { fr: "Dévolution des biens", en: "Allocation of assets" },
          text: {
            fr: "En cas de dissolution, l'actif net est attribué à une ou plusieurs organisations à but non lucratif poursuivant un objet similaire, de préférence établies au Bénin, désignées par l'Assemblée générale extraordinaire.\nEn aucun cas les biens de la Fondation ne peuvent être partagés entre ses membres, ni leur être attribués, en tout ou en partie, sous quelque forme que ce soit.",
            en: "In the event of dissolution, the net assets are allocated to one or more non-profit organisations pursuing a similar purpose, preferably established in Benin, designated by the Extraordinary General Assembly.\nIn no case may the Foundation's property be shared among its members or allocated to them, in whole or in part, in any form whatsoever.",
          },
        },
      ],
    },
    {
      title: { fr: "Titre VI — Dispositions finales", en: "Title VI — Final provisions" },
      articles: [
        {
          title: { fr: "Règlement intérieur", en: "Internal regulations" },
          text: {
            fr: "Un règlement intérieur, établi par le Conseil d'administration et approuvé par l'Assemblée générale, précise les modalités d'application des présents statuts, notamment en ce qui concerne l'admission des membres, le paiement des cotisations, la tenue des réunions, la conduite attendue des membres et la protection des données personnelles.\nEn cas de contradiction, les présents statuts prévalent sur le règlement intérieur.",
            en: "Internal regulations, drawn up by the Board of Directors and approved by the General Assembly, set out how these statutes are applied, in particular as regards the admission of members, the payment of dues, the holding of meetings, the conduct expected of members and the protection of personal data.\nIn the event of conflict, these statutes prevail over the internal regulations.",
          },
        },
        {
          title: { fr: "Langues", en: "Languages" },
          text: {
            fr: "Les présents statuts sont établis en français et en anglais. Le français étant la langue officielle de la République du Bénin, la version française fait foi en cas de divergence d'interprétation.\nLa Fondation communique avec ses membres dans la langue de leur choix entre le français et l'anglais.",
            en: "These statutes are written in French and in English. French being the official language of the Republic of Benin, the French version prevails in the event of any difference of interpretation.\nThe Foundation communicates with its members in the language of their choice, French or English.",
          },
        },
        {
          title: { fr: "Formalités", en: "Formalities" },
          text: {
            fr: "Le Président, ou toute personne qu'il mandate à cet effet, accomplit les formalités de déclaration et de publication prévues par la loi, notamment auprès du ministère chargé de l'Intérieur et au Journal officiel de la République du Bénin, ainsi que lors de toute modification des statuts ou de la composition du Conseil d'administration.",
            en: "The President, or any person they appoint for the purpose, completes the declaration and publication formalities required by law, in particular with the ministry in charge of the Interior and in the Official Journal of the Republic of Benin, as well as upon any amendment of the statutes or change in the composition of the Board of Directors.",
          },
        },
        {
          title: { fr: "Entrée en vigueur", en: "Entry into force" },
          text: {
            fr: "Les présents statuts, adoptés par l'Assemblée générale constitutive, entrent en vigueur à la date de leur adoption. Les premiers administrateurs sont élus par cette même Assemblée ; par exception, le mandat d'un tiers d'entre eux, désignés par tirage au sort, prend fin à l'Assemblée générale ordinaire de janvier 2026 et celui d'un autre tiers à l'Assemblée générale ordinaire de janvier 2027, afin de permettre le renouvellement par tiers.",
            en: "These statutes, adopted by the constituent General Assembly, come into force on the date of their adoption. The first directors are elected by that same Assembly; as an exception, the term of one third of them, chosen by lot, ends at the Ordinary General Assembly of January 2026 and that of another third at the Ordinary General Assembly of January 2027, so that one third of the Board can be renewed each year.",
          },
        },
      ],
    },
  ],
  closing: {
    fr: "Fait à Cotonou, le 15 mars 2024, en autant d'exemplaires originaux que requis par la loi.\nCertifié conforme par le Bureau exécutif.",
    en: "Done at Cotonou on 15 March 2024, in as many original copies as the law requires.\nCertified true by the Executive Office.",
  },
  signatures: [
    { fr: "La Présidente", en: "The President" },
    { fr: "Le Secrétaire général", en: "The Secretary General" },
  ],
};
